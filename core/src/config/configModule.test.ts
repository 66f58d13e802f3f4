import {
  createIdlePage,
  createTestLatch,
  type LocalApi,
  startLocalApi,
  type TestLatch,
} from '@latch/testkit'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import { errorCatalogue } from '../errors/catalogue'

// Integration: the core's config module against the testkit's real local API on 127.0.0.1.
let api: LocalApi
const latches: TestLatch[] = []
const page = { location: { origin: 'http://localhost:5173' } }
const defaults = {
  swaps: [...DEFAULT_REMOTE_FEATURES.swaps],
  onramp: [...DEFAULT_REMOTE_FEATURES.onramp],
  email: true,
  socials: [...DEFAULT_REMOTE_FEATURES.socials],
  activity: true,
  branding: true,
}

beforeAll(async () => {
  api = await startLocalApi()
})
afterEach(() => {
  for (const latch of latches.splice(0)) latch.destroy()
  api.faults.clear()
})
afterAll(() => api.stop())

/** A client on the local API; `window` makes it a browser client (default: a server). */
function start(options: Parameters<typeof createTestLatch>[0] = {}, on: LocalApi = api) {
  const latch = createTestLatch({
    endpoints: { api: on.apiUrl, data: on.dataUrl, analytics: on.analyticsUrl },
    ...options,
  })
  latches.push(latch)
  return latch
}

/** Moves the manual clock in steps, pausing for real I/O in between, until `done()`. */
async function runClockUntil(latch: TestLatch, done: () => boolean, stepMs = 1_000) {
  for (let steps = 0; !done(); steps++) {
    if (steps > 200) throw new Error('still not done after 200 clock steps')
    await new Promise((resolve) => setTimeout(resolve, 15))
    await latch.clock.advanceAsync(stepMs)
  }
}

const settled = (latch: TestLatch) => () =>
  ['loaded', 'failed'].includes(latch.getState().remoteConfig.status)

describe('core.config in a browser', () => {
  it('waits for the page to be idle: the first paint goes first', async () => {
    const idle = createIdlePage()
    const urls: string[] = []
    const latch = start({
      window: idle.window,
      fetch: (input, init) => {
        urls.push(String(input))
        return fetch(input, init)
      },
    })
    expect(latch.getState().remoteConfig.status).toBe('default')
    expect(urls).toEqual([])
    idle.becomeIdle()
    await vi.waitFor(() => expect(latch.getState().remoteConfig.status).toBe('loaded'))
    expect(urls.filter((url) => url.includes('/appkit/v1/config'))).toHaveLength(1)
  })

  it('a client destroyed before the page is idle never fetches it', () => {
    const idle = createIdlePage()
    const fetchSpy = vi.fn(fetch)
    start({ window: idle.window, fetch: fetchSpy }).destroy()
    expect(idle.pending()).toBe(0)
    idle.becomeIdle()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('loads the remote config in the background and merges it over the defaults', async () => {
    const custom = await startLocalApi({
      remoteFeatures: [
        { id: 'swaps', isEnabled: false, config: null },
        { id: 'social_login', isEnabled: true, config: ['google', 'github'] },
        { id: 'reown_branding', isEnabled: false, config: null },
      ],
    })
    try {
      const latch = start({ window: page }, custom)
      // Nothing waited: the client exists, on the defaults, while the config loads.
      // (Loading starts once the answers' schema is in: not in the set-up a server also renders.)
      expect(latch.getState().remoteConfig.status).not.toBe('loaded')
      expect(latch.getState().remoteConfig.analyticsEnabled).toBe(true)
      expect(latch.getState().remoteFeatures).toEqual(defaults)
      await vi.waitFor(() => expect(latch.getState().remoteConfig.status).toBe('loaded'))
      expect(latch.getState().remoteFeatures).toEqual({
        ...defaults,
        swaps: [],
        socials: ['google', 'github'],
        branding: false,
      })
      expect(latch.getState().remoteConfig.analyticsEnabled).toBe(true)
    } finally {
      await custom.stop()
    }
  })

  it.each([
    ['a server error', { kind: 'server-error', status: 503 }, 'SERVER_ERROR'],
    ['rate limiting', { kind: 'rate-limited', retryAfterSeconds: 2 }, 'RATE_LIMITED'],
    ['a hanging request', { kind: 'timeout' }, 'API_TIMEOUT'],
    ['a malformed body', { kind: 'malformed' }, 'MALFORMED_RESPONSE'],
  ] as const)('keeps the defaults after %s (status failed)', async (_, fault, code) => {
    api.faults.set('/appkit/v1/config', fault)
    const latch = start({ window: page })
    await runClockUntil(latch, settled(latch))
    expect(latch.getState().remoteConfig).toEqual({ status: 'failed', analyticsEnabled: true })
    expect(latch.getState().remoteFeatures).toEqual(defaults)
    expect(latch.logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: `[core.config] Remote config unavailable, using the defaults: ${errorCatalogue[code]}`,
      }),
    )
    // Asked again once the service is back, the config loads.
    api.faults.clear()
    await latch.dispatch({ type: 'config.fetchRemote' })
    expect(latch.getState().remoteConfig.status).toBe('loaded')
  })

  it('rejects config.fetchRemote with the LatchError of the failure', async () => {
    api.faults.set('/appkit/v1/config', { kind: 'malformed' })
    const latch = start()
    await expect(latch.dispatch({ type: 'config.fetchRemote' })).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
      details: expect.stringContaining('GET /appkit/v1/config: the body is not JSON'),
    })
    expect(latch.getState().remoteConfig.status).toBe('failed')
  })

  it('switches analytics off when the analytics config fails', async () => {
    api.faults.set('/getAnalyticsConfig', { kind: 'server-error', status: 500 })
    const latch = start({ window: page })
    await runClockUntil(latch, settled(latch))
    expect(latch.getState().remoteConfig).toEqual({ status: 'loaded', analyticsEnabled: false })
    expect(latch.logs.map((entry) => entry.message)).toContain(
      '[core.config] Analytics config unavailable, analytics off: Server Error',
    )
  })

  it('follows the project analytics config, and the app switch', async () => {
    const off = await startLocalApi({ analyticsEnabled: false })
    try {
      const latch = start({}, off)
      await latch.dispatch({ type: 'config.fetchRemote' })
      expect(latch.getState().remoteConfig.analyticsEnabled).toBe(false)
    } finally {
      await off.stop()
    }
    const appOff = start({ features: { analytics: false } })
    await appOff.dispatch({ type: 'config.fetchRemote' })
    expect(appOff.getState().remoteConfig).toEqual({ status: 'loaded', analyticsEnabled: false })
  })

  it('joins a fetch already running', async () => {
    const latch = start({ window: page })
    const again = latch.dispatch({ type: 'config.fetchRemote' })
    expect(latch.getState().remoteConfig.status).not.toBe('loaded')
    await again
    expect(latch.getState().remoteConfig.status).toBe('loaded')
  })
})

describe('core.config on a server', () => {
  it('does not fetch by itself; config.fetchRemote loads it', async () => {
    const latch = start()
    await latch.clock.advanceAsync(60_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(latch.getState().remoteConfig.status).toBe('default')
    await latch.dispatch({ type: 'config.fetchRemote' })
    expect(latch.getState().remoteConfig.status).toBe('loaded')
  })
})

describe('with every remote service hanging', () => {
  it('the client is usable at once on the defaults; the config fails after the time-outs', async () => {
    api.faults.set(/.*/, { kind: 'timeout' })
    const latch = start({ window: page })
    expect(latch.getState().remoteFeatures).toEqual(defaults)
    await vi.waitFor(() => expect(latch.getState().remoteConfig.status).toBe('loading'))
    // The modal opens without waiting for anything remote.
    await latch.dispatch({ type: 'modal.open' })
    expect(latch.getState().modal.open).toBe(true)
    await runClockUntil(latch, settled(latch))
    expect(latch.getState().remoteConfig).toEqual({ status: 'failed', analyticsEnabled: false })
    expect(latch.getState().remoteFeatures).toEqual(defaults)
  })
})
