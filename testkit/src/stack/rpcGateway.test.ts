import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { type RpcGateway, startRpcGateway } from './rpcGateway'

const call = (method: string, params: unknown[] = [], id = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('RPC gateway faults', () => {
  let devnet: Devnet
  let gateway: RpcGateway
  const endpoint = (chainId: number) => `${gateway.url}/v1/?chainId=eip155:${chainId}&projectId=p`
  const post = (chainId: number, body: unknown, signal?: AbortSignal) =>
    fetch(endpoint(chainId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    })
  const blockNumberOnChain = async () => {
    const response = await fetch(devnet.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call('eth_blockNumber')),
    })
    return Number(((await response.json()) as { result: string }).result)
  }

  beforeAll(async () => {
    devnet = await startDevnet()
    gateway = await startRpcGateway(devnet.chains)
  })
  afterAll(async () => {
    await gateway.stop()
    await devnet.stop()
  })
  beforeEach(() => {
    gateway.faults.clear()
    gateway.clearRequests()
  })

  it('rate-limits a chain with Retry-After, readable by a browser page', async () => {
    gateway.faults.set('eip155:31337', {
      kind: 'rate-limited',
      retryAfterSeconds: 3,
      times: 'once',
    })
    const limited = await post(31337, call('eth_chainId'))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    expect(limited.headers.get('access-control-expose-headers')).toContain('retry-after')
    // Once: the next request is served, and the other chain was never affected.
    expect((await post(31337, call('eth_chainId'))).status).toBe(200)
    expect(gateway.requests().map((request) => request.fault)).toEqual(['rate-limited', undefined])
  })

  it('fails only the method a fault names, also inside a batch', async () => {
    gateway.faults.set('eth_getBalance', { kind: 'server-error', status: 503 })
    expect((await post(31337, call('eth_chainId'))).status).toBe(200)
    expect(
      (await post(31338, call('eth_getBalance', [devnet.accounts[0]!.address, 'latest']))).status,
    ).toBe(503)
    const batch = [
      call('eth_chainId', [], 1),
      call('eth_getBalance', [devnet.accounts[0]!.address, 'latest'], 2),
    ]
    expect((await post(31337, batch)).status).toBe(503)
    expect(gateway.requests().map((request) => request.methods)).toEqual([
      ['eth_chainId'],
      ['eth_getBalance'],
      ['eth_chainId', 'eth_getBalance'],
    ])
  })

  it('matches methods by RegExp and answers malformed JSON', async () => {
    gateway.faults.set(/^eth_get/, { kind: 'malformed' })
    const response = await post(31337, call('eth_getCode', [devnet.chains[0]!.token.address]))
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow(SyntaxError)
  })

  it('holds a timed-out request without reaching the chain', async () => {
    gateway.faults.set('evm_mine', { kind: 'timeout', times: 'once' })
    const before = await blockNumberOnChain()
    await expect(post(31337, call('evm_mine'), AbortSignal.timeout(200))).rejects.toThrow()
    expect(await blockNumberOnChain()).toBe(before)
  })

  it('timeout-after-forward: the chain executes the call, the answer never comes', async () => {
    gateway.faults.set('evm_mine', { kind: 'timeout-after-forward', times: 'once' })
    const before = await blockNumberOnChain()
    await expect(post(31337, call('evm_mine'), AbortSignal.timeout(200))).rejects.toThrow()
    expect(await blockNumberOnChain()).toBe(before + 1)
    expect(gateway.requests()).toEqual([
      { chainId: 31337, methods: ['evm_mine'], fault: 'timeout-after-forward' },
    ])
  })

  it('stops promptly with requests still held', async () => {
    const held = await startRpcGateway(devnet.chains)
    held.faults.set('eip155:31337', { kind: 'timeout' })
    const pending = fetch(`${held.url}/v1/?chainId=eip155:31337&projectId=p`, {
      method: 'POST',
      body: JSON.stringify(call('eth_chainId')),
    }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = performance.now()
    await held.stop()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(await pending).toBeInstanceOf(Error)
  })
})
