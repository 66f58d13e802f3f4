import type { Network } from '@latch/core'
import {
  type Devnet,
  latchTestTokenAbi,
  type RpcGateway,
  startDevnet,
  startRpcGateway,
} from '@latch/testkit'
import { publicActions } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defineEip155Network } from '../networks/defineEip155Network'
import { base } from '../networks/eip155Networks'
import { createEip155PublicClient } from './createEip155PublicClient'
import type { Eip155RpcOptions } from './createRpcTransport'

describe('createEip155PublicClient', () => {
  let devnet: Devnet
  let gateway: RpcGateway
  let network: Network
  let options: Eip155RpcOptions

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    gateway = await startRpcGateway(devnet.chains)
    network = defineEip155Network({
      chainId: 31337,
      name: 'Local',
      rpcUrl: devnet.chains[0]!.rpcUrl,
    })
    options = { rpcBaseUrl: gateway.url, projectId: 'test-project', gatewayChainIds: [31337] }
  })
  afterAll(async () => {
    await gateway.stop()
    await devnet.stop()
  })
  beforeEach(() => gateway.clearRequests())

  it('batches contract reads of one tick into one multicall (eth_call)', async () => {
    const client = createEip155PublicClient(network, options).extend(publicActions)
    const token = devnet.chains[0]!.token
    const balances = await Promise.all(
      devnet.accounts.slice(0, 3).map((account) =>
        client.readContract({
          address: token.address,
          abi: latchTestTokenAbi,
          functionName: 'balanceOf',
          args: [account.address],
        }),
      ),
    )
    expect(balances).toEqual([1_000_000_000_000n, 1_000_000_000_000n, 1_000_000_000_000n])
    expect(gateway.requests().flatMap((request) => request.methods)).toEqual(['eth_call'])
  })

  it('collapses identical reads in flight into one call', async () => {
    const client = createEip155PublicClient(network, options).extend(publicActions)
    const address = devnet.accounts[0]!.address
    const [first, second] = await Promise.all([
      client.getBalance({ address }),
      client.getBalance({ address }),
    ])
    expect(first).toBe(second)
    expect(gateway.requests().flatMap((request) => request.methods)).toEqual(['eth_getBalance'])
  })

  it('sends different reads of one tick as one JSON-RPC batch', async () => {
    const client = createEip155PublicClient(network, options).extend(publicActions)
    await Promise.all([
      client.getBalance({ address: devnet.accounts[0]!.address }),
      client.getTransactionCount({ address: devnet.accounts[1]!.address }),
    ])
    expect(gateway.requests()).toHaveLength(1)
    expect(gateway.requests()[0]!.methods).toEqual(['eth_getBalance', 'eth_getTransactionCount'])
  })

  it('knows a shipped chain’s multicall3 contract', () => {
    const client = createEip155PublicClient(base, options).extend(publicActions)
    expect(client.chain?.contracts?.multicall3?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(client.batch?.multicall).toEqual({ batchSize: 1024, deployless: false })
  })
})
