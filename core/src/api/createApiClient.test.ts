import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { Clock } from '../clock/clock'
import { createManualClock } from '../clock/manualClock'
import { API_REQUEST_TIMEOUT_MS, DEFAULT_ENDPOINTS } from '../constants'
import { createMemoryLogger } from '../log/logger'
import { createApiClient } from './createApiClient'

// A real HTTP server on 127.0.0.1. Each request takes the next scripted answer; once the script
// runs out it answers 200 `{ "ok": true }`. `hang` holds the request open.
type Answer = { status: number; body?: string; headers?: Record<string, string> } | { hang: true }
interface SeenRequest {
  method: string
  url: URL
  body: string
}

let server: Server
let base: string
let script: Answer[]
let seen: SeenRequest[]
const held: ServerResponse[] = []

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: new URL(request.url ?? '/', base), body })
      const answer = script.shift() ?? { status: 200, body: '{"ok":true}' }
      if ('hang' in answer) {
        held.push(response)
        return
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      response.end(answer.body ?? '')
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await once(server, 'close')
})
beforeEach(() => {
  script = []
  seen = []
})

const ok = z.object({ ok: z.boolean() })

/** The client on a manual clock whose timer delays are recorded, to see every wait it takes. */
function setup(endpoint = () => base) {
  const clock = createManualClock(Date.UTC(2026, 0, 1))
  const delays: number[] = []
  const recording: Clock = {
    now: clock.now,
    setTimeout: (callback, ms) => {
      delays.push(ms)
      return clock.setTimeout(callback, ms)
    },
    clearTimeout: clock.clearTimeout,
  }
  const log = createMemoryLogger()
  const api = createApiClient({
    fetch,
    clock: recording,
    log,
    endpoints: { ...DEFAULT_ENDPOINTS, api: endpoint(), data: endpoint(), analytics: endpoint() },
    identity: { projectId: 'p1', sdkType: 'appkit', sdkVersion: '1.7.10' },
  })
  /** Waits (real time) until the client has started to wait `ms` on the clock. */
  const waitsFor = (ms: number, times = 1) =>
    vi.waitFor(() => expect(delays.filter((d) => d === ms).length).toBeGreaterThanOrEqual(times))
  return { api, clock, delays, waitsFor, log }
}

/** Lets real I/O happen (the local server answering) without moving the manual clock. */
const requestsSeen = (count: number) => vi.waitFor(() => expect(seen).toHaveLength(count))

async function settle<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
}

describe('createApiClient: requests', () => {
  it('adds projectId, st and sv, sends the query and validates the answer', async () => {
    const { api } = setup()
    script = [{ status: 200, body: '{"ok":true,"extra":1}' }]
    await expect(
      api.provider.request({
        path: '/getWallets',
        query: { page: 2, search: undefined },
        schema: ok,
      }),
    ).resolves.toEqual({ ok: true })
    expect(seen[0]?.url.pathname).toBe('/getWallets')
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: '1.7.10',
      page: '2',
    })
  })

  it('posts a JSON body', async () => {
    const { api } = setup()
    await api.data.request({
      path: '/v1/fungible/price',
      method: 'POST',
      body: { a: 1 },
      schema: ok,
    })
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"a":1}' })
  })
})

describe('createApiClient: retries on the clock', () => {
  it('retries a 5xx 3 times after 1 s, 2 s and 4 s, then fails with SERVER_ERROR', async () => {
    const { api, clock, waitsFor } = setup()
    script = [{ status: 503 }, { status: 502 }, { status: 500 }, { status: 504 }]
    const result = settle(api.provider.request({ path: '/appkit/v1/config', schema: ok }))
    for (const [index, backoff] of [1_000, 2_000, 4_000].entries()) {
      await waitsFor(backoff)
      await clock.advanceAsync(backoff - 1)
      expect(seen).toHaveLength(index + 1)
      await clock.advanceAsync(1)
      await requestsSeen(index + 2)
    }
    const { error } = (await result) as { error: unknown }
    expect(error).toMatchObject({
      name: 'LatchError',
      code: 'SERVER_ERROR',
      message: 'Server Error',
      details: 'GET /appkit/v1/config answered 504',
      data: { status: 504 },
    })
    expect(seen).toHaveLength(4)
  })

  it('recovers when a retry succeeds', async () => {
    const { api, clock, waitsFor } = setup()
    script = [{ status: 500 }]
    const result = api.provider.request({ path: '/x', schema: ok })
    await waitsFor(1_000)
    await clock.advanceAsync(1_000)
    await expect(result).resolves.toEqual({ ok: true })
    expect(seen).toHaveLength(2)
  })

  it("waits the server's Retry-After instead of the back-off", async () => {
    const { api, clock, waitsFor } = setup()
    script = [{ status: 429, headers: { 'retry-after': '7' } }]
    const result = api.provider.request({ path: '/x', schema: ok })
    await waitsFor(7_000)
    await clock.advanceAsync(6_999)
    expect(seen).toHaveLength(1)
    await clock.advanceAsync(1)
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('fails with RATE_LIMITED once the retries are spent', async () => {
    const { api, clock, waitsFor } = setup()
    const limited = { status: 429, headers: { 'retry-after': '2' } }
    script = [limited, limited, limited, limited]
    const result = settle(api.provider.request({ path: '/x', schema: ok }))
    for (let retry = 1; retry <= 3; retry++) {
      await waitsFor(2_000, retry)
      await clock.advanceAsync(2_000)
    }
    expect(await result).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Rate Limited', data: { retryAfterMs: 2_000 } },
    })
    expect(seen).toHaveLength(4)
  })

  it('gives up at once when Retry-After is longer than the longest back-off', async () => {
    const { api } = setup()
    script = [{ status: 429, headers: { 'retry-after': '60' } }]
    await expect(api.provider.request({ path: '/x', schema: ok })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      data: { retryAfterMs: 60_000 },
    })
    expect(seen).toHaveLength(1)
  })

  it.each([
    [400, 'API_REQUEST_FAILED', 'The service refused the request'],
    [404, 'API_REQUEST_FAILED', 'The service refused the request'],
    [403, 'API_REQUEST_FAILED', 'The service refused the request'],
  ])('does not retry %i: %s', async (status, code, message) => {
    const { api } = setup()
    script = [{ status, body: '{"reasons":[{"description":"No such wallet"}]}' }]
    await expect(api.provider.request({ path: '/x', schema: ok })).rejects.toMatchObject({
      code,
      message,
      details: `GET /x answered ${status}: No such wallet`,
    })
    expect(seen).toHaveLength(1)
  })

  it("makes the analytics sink's 403 'Invalid App Configuration' (spec §7)", async () => {
    const { api } = setup()
    script = [{ status: 403 }]
    await expect(
      api.analytics.request({ path: '/e', method: 'POST', body: {}, schema: ok }),
    ).rejects.toMatchObject({
      code: 'INVALID_APP_CONFIGURATION',
      message: 'Invalid App Configuration',
    })
  })

  it('sends nothing to an analytics sink the app did not configure: a configuration error', async () => {
    const api = createApiClient({
      fetch,
      clock: createManualClock(0),
      log: createMemoryLogger(),
      endpoints: DEFAULT_ENDPOINTS,
      identity: { projectId: 'p1', sdkType: 'appkit', sdkVersion: '1.7.10' },
    })
    const before = seen.length
    await expect(
      api.analytics.request({ path: '/e', method: 'POST', body: {}, schema: ok }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      details: 'endpoints.analytics: Required (no hosted default)',
    })
    expect(seen).toHaveLength(before)
  })

  it('retries when the service cannot be reached, then fails with API_UNREACHABLE', async () => {
    // A port nothing listens on: every attempt is refused.
    const { api, clock, waitsFor } = setup(() => 'http://127.0.0.1:9')
    const result = settle(api.provider.request({ path: '/x', schema: ok }))
    for (const backoff of [1_000, 2_000, 4_000]) {
      await waitsFor(backoff)
      await clock.advanceAsync(backoff)
    }
    expect(await result).toMatchObject({
      error: { code: 'API_UNREACHABLE', details: expect.stringMatching(/^GET \/x failed: /) },
    })
  })
})

describe('createApiClient: time-out per attempt', () => {
  it(`aborts an attempt after ${API_REQUEST_TIMEOUT_MS} ms on the clock and retries`, async () => {
    const { api, clock, waitsFor } = setup()
    script = [{ hang: true }]
    const result = api.provider.request({ path: '/x', schema: ok })
    await requestsSeen(1)
    await clock.advanceAsync(API_REQUEST_TIMEOUT_MS - 1)
    expect(held.at(-1)?.closed).toBe(false)
    await clock.advanceAsync(1)
    await vi.waitFor(() => expect(held.at(-1)?.closed).toBe(true))
    await waitsFor(1_000)
    await clock.advanceAsync(1_000)
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('fails with API_TIMEOUT when every attempt hangs', async () => {
    const { api, clock } = setup()
    script = [{ hang: true }, { hang: true }, { hang: true }, { hang: true }]
    const result = settle(api.provider.request({ path: '/x', schema: ok }))
    for (const [index, backoff] of [1_000, 2_000, 4_000, 0].entries()) {
      await requestsSeen(index + 1)
      await clock.advanceAsync(API_REQUEST_TIMEOUT_MS + backoff)
    }
    expect(await result).toMatchObject({
      error: {
        code: 'API_TIMEOUT',
        message: 'The service did not answer in time',
        details: `GET /x got no answer within ${API_REQUEST_TIMEOUT_MS} ms`,
      },
    })
  })
})

describe('createApiClient: malformed answers', () => {
  it('turns a body that is not JSON into MALFORMED_RESPONSE, without retrying', async () => {
    const { api } = setup()
    script = [{ status: 200, body: '{"data": [{"id": "truncated' }]
    await expect(api.provider.request({ path: '/getWallets', schema: ok })).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
      message: 'The service answered with an unexpected response',
      details: expect.stringMatching(/^GET \/getWallets: the body is not JSON/),
    })
    expect(seen).toHaveLength(1)
  })

  it('names each path that does not match the schema', async () => {
    const { api } = setup()
    const page = z.object({ data: z.array(z.object({ id: z.string() })), count: z.number() })
    script = [{ status: 200, body: '{"data":[{"id":"a"},{"id":7}],"count":"2"}' }]
    await expect(api.provider.request({ path: '/getWallets', schema: page })).rejects.toMatchObject(
      {
        code: 'MALFORMED_RESPONSE',
        details:
          'GET /getWallets: data.1.id: Expected string received 7; count: Expected number received "2"',
        data: [
          { path: 'data.1.id', message: 'Expected string received 7' },
          { path: 'count', message: 'Expected number received "2"' },
        ],
      },
    )
  })
})

describe('createApiClient: de-duplication and cache', () => {
  it('shares one request between identical calls in flight', async () => {
    const { api } = setup()
    const calls = [
      api.provider.request({ path: '/x', query: { a: 1 }, schema: ok }),
      api.provider.request({ path: '/x', query: { a: 1 }, schema: ok }),
      api.provider.request({ path: '/x', query: { a: 2 }, schema: ok }),
      api.provider.request({ path: '/x', method: 'POST', body: { n: 1 }, schema: ok }),
      api.provider.request({ path: '/x', method: 'POST', body: { n: 1 }, schema: ok }),
      api.provider.request({ path: '/x', method: 'POST', body: { n: 2 }, schema: ok }),
    ]
    await Promise.all(calls)
    expect(seen).toHaveLength(4)
    await api.provider.request({ path: '/x', query: { a: 1 }, schema: ok })
    expect(seen).toHaveLength(5)
  })

  it('serves an answer from the cache for its lifetime on the clock', async () => {
    const { api, clock } = setup()
    const request = { path: '/config', schema: ok, cacheLifetimeMs: 30_000 }
    await api.provider.request(request)
    clock.advance(29_999)
    await expect(api.provider.request(request)).resolves.toEqual({ ok: true })
    expect(seen).toHaveLength(1)
    clock.advance(1)
    await api.provider.request(request)
    expect(seen).toHaveLength(2)
  })

  it('asks every time without a lifetime, and never caches a malformed answer', async () => {
    const { api } = setup()
    await api.provider.request({ path: '/a', schema: ok })
    await api.provider.request({ path: '/a', schema: ok })
    expect(seen).toHaveLength(2)
    script = [{ status: 200, body: '{"ok":"yes"}' }]
    const cached = { path: '/b', schema: ok, cacheLifetimeMs: 60_000 }
    await expect(api.provider.request(cached)).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' })
    await expect(api.provider.request(cached)).resolves.toEqual({ ok: true })
    expect(seen).toHaveLength(4)
  })
})
