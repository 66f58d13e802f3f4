import type { Network } from '@latch/core'
import { createTestLatch, type RpcGateway } from '@latch/testkit'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Eip155PluginOptions, eip155 } from './plugin'
import { type LocalGateway, startLocalGateway } from './test/localGateway'

// The plugin's chain routing, configured: a local chain (anvil, 31337) behind the local RPC
// gateway, reached at `endpoints.rpc` as a listed chain is, with the app's timings.
describe('eip155({ gatewayChainIds, rpcTiming })', () => {
  let local: LocalGateway
  let gateway: RpcGateway
  let network: Network
  const cleanups: (() => void)[] = []

  beforeAll(async () => {
    local = await startLocalGateway()
    ;({ gateway, network } = local)
  })
  afterAll(() => local?.stop())
  beforeEach(() => {
    gateway.faults.clear()
    gateway.clearRequests()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  /** An app on the local chain, its gateway at `endpoints.rpc`. */
  function app(options: Eip155PluginOptions) {
    const latch = createTestLatch({
      projectId: 'local-project',
      networks: [network],
      plugins: [eip155(options)],
      endpoints: { rpc: gateway.url },
    })
    cleanups.push(() => latch.destroy())
    return latch
  }
  const chainId = (latch: ReturnType<typeof app>) =>
    latch.dispatch({ type: 'eip155.request', method: 'eth_chainId' })
  const gatewayAttempts = () => gateway.requests().filter((r) => r.methods.includes('eth_chainId'))

  it('sends a read for chain 31337 to {endpoints.rpc}/v1/?chainId=eip155:31337&projectId=…', async () => {
    // Observed, not replaced: the real gateway answers.
    const fetches = vi.spyOn(globalThis, 'fetch')
    expect(await chainId(app({ gatewayChainIds: [31337] }))).toBe('0x7a69')
    expect(gatewayAttempts()).toEqual([{ chainId: 31337, methods: ['eth_chainId'] }])
    const urls = fetches.mock.calls.map(([input]) => String(input))
    expect(urls).toContain(`${gateway.url}/v1/?chainId=eip155:31337&projectId=local-project`)
  })

  it('by default (the spec’s list, without 31337) reads the chain’s own URL, not the gateway', async () => {
    expect(await chainId(app({}))).toBe('0x7a69')
    expect(gateway.requests()).toEqual([])
  })

  it('uses the given timings: a held gateway attempt times out after timeoutMs, retried retryCount times', async () => {
    gateway.faults.set('eip155:31337', { kind: 'timeout' })
    const latch = app({
      gatewayChainIds: [31337],
      rpcTiming: { timeoutMs: 150, retryCount: 1, retryDelayMs: 10 },
    })
    const started = performance.now()
    // With the spec's timings this is 4 attempts of 10 s each before the chain's own URL answers.
    expect(await chainId(latch)).toBe('0x7a69')
    const ms = performance.now() - started
    expect(gatewayAttempts().map((attempt) => attempt.fault)).toEqual(['timeout', 'timeout'])
    expect(ms).toBeGreaterThanOrEqual(2 * 150)
    expect(ms).toBeLessThan(5_000)
  })

  it('keeps the spec’s timing for one given as undefined', async () => {
    gateway.faults.set('eip155:31337', { kind: 'server-error', status: 503 })
    const latch = app({
      gatewayChainIds: [31337],
      rpcTiming: { retryDelayMs: 5, retryCount: undefined },
    })
    expect(await chainId(latch)).toBe('0x7a69')
    expect(gatewayAttempts()).toHaveLength(1 + 3) // RPC_RETRY_COUNT
  })

  // Checked where reads start (the RPC module, loaded on first use), not in the first paint.
  it.each([
    [{ gatewayChainIds: [31337, 1.5] }, 'gatewayChainIds.1: Expected integer received 1.5'],
    [{ rpcTiming: { timeoutMs: -1 } }, 'timing.timeoutMs: Expected >= 0 received -1'],
  ])('a bad option %j fails every read with Invalid options', async (options, details) => {
    const fetches = vi.spyOn(globalThis, 'fetch')
    const latch = app(options)
    const refused = { code: 'INVALID_OPTIONS', message: 'Invalid options', details }
    await expect(chainId(latch)).rejects.toMatchObject(refused)
    await expect(chainId(latch)).rejects.toMatchObject(refused) // every read, not only the first
    expect(fetches.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:(?!9\/)/),
    )
    expect(gateway.requests()).toEqual([])
  })
})
