import type { Network } from '@latch/core'
import { type Chain, type Client, createClient, type Transport } from 'viem'
import { MULTICALL_BATCH_BYTES } from '../constants'
import { toViemChain } from '../networks/toViemChain'
import { createRpcTransport, type Eip155RpcOptions } from './createRpcTransport'

/**
 * A viem client for a network's reads over `createRpcTransport`, with contract reads batched into
 * multicall3 calls of up to 1024 bytes of call data (spec §9). A chain without a known multicall3
 * contract (an app's own chain, a local node) batches through viem's deployless multicall.
 *
 * @example
 * const client = createEip155PublicClient(base, { rpcBaseUrl: endpoints.rpc, projectId })
 * const balance = await client.getBalance({ address })
 */
export function createEip155PublicClient(
  network: Network,
  options: Eip155RpcOptions,
): Client<Transport, Chain> {
  const chain = toViemChain(network)
  // A bare client: the actions are imported where they are used (viem/actions), so only those
  // ship, not every public action.
  return createClient({
    chain,
    transport: createRpcTransport(network, options),
    batch: {
      multicall: {
        batchSize: MULTICALL_BATCH_BYTES,
        deployless: chain.contracts?.multicall3 === undefined,
      },
    },
  })
}
