import { MULTICALL_BATCH_BYTES, type Network } from '@latch/core'
import { createPublicClient, type PublicClient } from 'viem'
import { toViemChain } from '../networks/toViemChain'
import { createRpcTransport, type Eip155RpcOptions } from './createRpcTransport'

/**
 * A viem public client for a network over `createRpcTransport`, with contract reads batched into
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
): PublicClient {
  const chain = toViemChain(network)
  return createPublicClient({
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
