import type { Network } from '@latch/core'
import type { RpcGateway } from '@latch/testkit'
import { createPublicClient, HttpRequestError } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RPC_RETRY_HTTP_STATUSES } from '../constants'
import { defineEip155Network } from '../networks/defineEip155Network'
import { base } from '../networks/eip155Networks'
import { type LocalGateway, startLocalGateway } from '../test/localGateway'
import { createRpcTransport, type Eip155RpcOptions } from './createRpcTransport'
import { gatewayUrl } from './gatewayUrl'

// Real chains behind the real (local) gateway. Time-outs and retry delays are shortened so a test
// never waits the spec's 10 s; the retry count, the fallback order and Retry-After are the spec's.
describe('chain RPC through the gateway, with faults', () => {
  let local: LocalGateway
  let gateway: RpcGateway
  let network: Network
  let options: Eip155RpcOptions

  const chainIdThrough = (target: Network, overrides: Partial<Eip155RpcOptions> = {}) =>
    createPublicClient({
      transport: createRpcTransport(target, { ...options, ...overrides }),
    }).getChainId()
  const gatewayAttempts = (method: string) =>
    gateway.requests().filter((request) => request.methods.includes(method))
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now()
    const result = await run()
    return { result, ms: performance.now() - started }
  }

  beforeAll(async () => {
    local = await startLocalGateway()
    ;({ gateway, network } = local)
    options = {
      rpcBaseUrl: gateway.url,
      projectId: 'test-project',
      gatewayChainIds: [31337],
      timing: { timeoutMs: 200, retryDelayMs: 20 },
    }
  })
  afterAll(() => local?.stop())
  beforeEach(() => {
    gateway.faults.clear()
    gateway.clearRequests()
  })

  it('goes to the gateway first when it serves the chain', async () => {
    expect(await chainIdThrough(network)).toBe(31337)
    expect(gatewayAttempts('eth_chainId')).toHaveLength(1)
  })

  it('does not touch the gateway for a chain it does not serve', async () => {
    expect(await chainIdThrough(network, { gatewayChainIds: [] })).toBe(31337)
    expect(gateway.requests()).toEqual([])
  })

  it('429 with Retry-After: waits what the gateway asks, then succeeds at the gateway', async () => {
    gateway.faults.set('eth_chainId', { kind: 'rate-limited', retryAfterSeconds: 1, times: 'once' })
    const { result, ms } = await timed(() => chainIdThrough(network))
    expect(result).toBe(31337)
    expect(gatewayAttempts('eth_chainId').map((attempt) => attempt.fault)).toEqual([
      'rate-limited',
      undefined,
    ])
    // Retry-After (1 s) was honoured over the 20 ms back-off.
    expect(ms).toBeGreaterThanOrEqual(1_000)
  })

  it('5xx once: retried after the back-off, then succeeds at the gateway', async () => {
    gateway.faults.set('eip155:31337', { kind: 'server-error', status: 502, times: 'once' })
    expect(await chainIdThrough(network)).toBe(31337)
    expect(gatewayAttempts('eth_chainId').map((attempt) => attempt.fault)).toEqual([
      'server-error',
      undefined,
    ])
  })

  it('retries each HTTP status of the spec (RPC_RETRY_HTTP_STATUSES), and not others', async () => {
    // viem applies the rule; this pins it to the spec's list, so an upgrade that changes it fails.
    for (const status of RPC_RETRY_HTTP_STATUSES) {
      gateway.clearRequests()
      gateway.faults.set('eth_chainId', { kind: 'http-status', status, times: 'once' })
      expect(await chainIdThrough(network)).toBe(31337)
      expect(gatewayAttempts('eth_chainId'), String(status)).toHaveLength(2)
    }
    gateway.clearRequests()
    gateway.faults.set('eth_chainId', { kind: 'http-status', status: 400, times: 'once' })
    expect(await chainIdThrough(network)).toBe(31337) // the network's own URL answers
    expect(gatewayAttempts('eth_chainId')).toHaveLength(1)
    gateway.clearRequests()
    gateway.faults.set('eth_chainId', { kind: 'rate-limited', retryAfterSeconds: 0, times: 'once' })
    expect(await chainIdThrough(network)).toBe(31337)
    expect(gatewayAttempts('eth_chainId')).toHaveLength(2)
  })

  it('5xx always: 1 + 3 retries at the gateway, then the network’s own URL answers', async () => {
    gateway.faults.set('eip155:31337', { kind: 'server-error', status: 503 })
    const { result, ms } = await timed(() => chainIdThrough(network))
    expect(result).toBe(31337)
    expect(gatewayAttempts('eth_chainId')).toHaveLength(4)
    // Doubling delays 20 + 40 + 80 ms between the four attempts.
    expect(ms).toBeGreaterThanOrEqual(140)
  })

  it('a held request times out (each attempt), and the fallback URL answers', async () => {
    gateway.faults.set('eip155:31337', { kind: 'timeout' })
    const { result, ms } = await timed(() => chainIdThrough(network))
    expect(result).toBe(31337)
    expect(gatewayAttempts('eth_chainId')).toHaveLength(4)
    expect(ms).toBeGreaterThanOrEqual(4 * 200)
  })

  it('a malformed answer with no other URL ends in an error, after the retries', async () => {
    const gatewayOnly = defineEip155Network({
      chainId: 31337,
      name: 'Local via gateway only',
      rpcUrl: gatewayUrl(gateway.url, 31337, 'test-project'),
    })
    gateway.faults.set('eth_chainId', { kind: 'malformed' })
    const failure = await chainIdThrough(gatewayOnly).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HttpRequestError)
    expect(gatewayAttempts('eth_chainId')).toHaveLength(4)
  })

  it('a request the node refuses is not retried, nor sent to the fallback', async () => {
    const client = createPublicClient({ transport: createRpcTransport(network, options) })
    await expect(
      client.request({ method: 'eth_getBalance', params: ['0xnot-an-address', 'latest'] }),
    ).rejects.toThrow()
    expect(gatewayAttempts('eth_getBalance')).toHaveLength(1)
  })

  it('ranked: a URL that fails its net_listening pings is no longer tried first', async () => {
    gateway.faults.set('net_listening', { kind: 'server-error' })
    // A long interval: one ranking round now, the next long after this test.
    const transport = createRpcTransport(network, {
      ...options,
      rank: true,
      timing: { ...options.timing, rankIntervalMs: 60_000 },
    })
    const client = createPublicClient({ transport })
    // The first round: the gateway's ping fails 1 + 3 times (each URL keeps its retries).
    await expect.poll(() => gatewayAttempts('net_listening').length).toBe(4)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await client.getChainId()).toBe(31337)
    expect(gatewayAttempts('eth_chainId')).toEqual([])
  })
})

describe('routing options, checked before any transport is made', () => {
  const options = { rpcBaseUrl: 'https://rpc.latch.dev', projectId: 'project-1' }

  it.each([
    [{ gatewayChainIds: [1, 1.5] }, 'gatewayChainIds.1: Expected integer received 1.5'],
    [{ gatewayChainIds: [-1] }, 'gatewayChainIds.0: Expected >= 1 received -1'],
    [{ gatewayChainIds: [0] }, 'gatewayChainIds.0: Expected >= 1 received 0'],
    [{ gatewayChainIds: [Number.NaN] }, 'gatewayChainIds.0: Expected number received NaN'],
    [
      { gatewayChainIds: [2 ** 60] },
      'gatewayChainIds.0: Expected <= 9007199254740991 received 1152921504606847000',
    ],
    [{ gatewayChainIds: ['31337'] }, 'gatewayChainIds.0: Expected number received "31337"'],
    [{ gatewayChainIds: 31337 }, 'gatewayChainIds: Expected array received 31337'],
    [{ timing: { timeoutMs: -1 } }, 'timing.timeoutMs: Expected >= 0 received -1'],
    [
      { timing: { retryDelayMs: Number.POSITIVE_INFINITY } },
      'timing.retryDelayMs: Expected number received Infinity',
    ],
    [
      { timing: { rankPingTimeoutMs: Number.NaN } },
      'timing.rankPingTimeoutMs: Expected number received NaN',
    ],
    [{ timing: { retryCount: 1.5 } }, 'timing.retryCount: Expected integer received 1.5'],
    [{ timing: { retryCount: -1 } }, 'timing.retryCount: Expected >= 0 received -1'],
    [{ timing: { rankIntervalMs: 0 } }, 'timing.rankIntervalMs: Expected >= 1 received 0'],
    [{ timing: { timeoutMs: '10s' } }, 'timing.timeoutMs: Expected number received "10s"'],
    [{ timing: { timeout: 10 } }, 'timing: Unrecognized key(s): timeout'],
    [{ timing: null }, 'timing: Expected object received null'],
  ])('refuses %j as Invalid options', (routing, details) => {
    expect(() => createRpcTransport(base, { ...options, ...(routing as object) })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: 'Invalid options', details }),
    )
  })

  it('names every bad value at once', () => {
    expect(() =>
      createRpcTransport(base, {
        ...options,
        gatewayChainIds: [0.5],
        timing: { timeoutMs: -1, retryCount: 0.5 },
      }),
    ).toThrow(
      expect.objectContaining({
        details:
          'gatewayChainIds.0: Expected integer received 0.5; ' +
          'timing.timeoutMs: Expected >= 0 received -1; ' +
          'timing.retryCount: Expected integer received 0.5',
        data: [
          { path: 'gatewayChainIds.0', message: 'Expected integer received 0.5' },
          { path: 'timing.timeoutMs', message: 'Expected >= 0 received -1' },
          { path: 'timing.retryCount', message: 'Expected integer received 0.5' },
        ],
      }),
    )
  })

  it('accepts an empty list, timings of 0 (no time-out, no retry) and undefined ones', () => {
    expect(() =>
      createRpcTransport(base, {
        ...options,
        gatewayChainIds: [],
        timing: { timeoutMs: 0, retryCount: 0, retryDelayMs: undefined },
      }),
    ).not.toThrow()
  })
})
