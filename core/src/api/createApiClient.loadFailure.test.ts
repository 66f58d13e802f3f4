import { afterEach, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createManualClock } from '../clock/manualClock'
import { DEFAULT_ENDPOINTS } from '../constants'
import { createMemoryLogger } from '../log/logger'

// The request code is in the core's first-use chunk (the first paint sends nothing): when it does
// not download, a request fails as an unreachable service does, and the next one loads it again.

afterEach(() => {
  vi.doUnmock('../firstUse')
  vi.resetModules()
})

it("is 'The service could not be reached' when the request code does not load, then loads it again", async () => {
  vi.doMock('../firstUse', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const { createApiClient } = await import('./createApiClient')
  const fetch = vi.fn(async () => Response.json({ ok: true }))
  const api = createApiClient({
    fetch,
    clock: createManualClock(),
    log: createMemoryLogger(),
    endpoints: { ...DEFAULT_ENDPOINTS, api: 'http://127.0.0.1:9/' },
    identity: { projectId: 'p', sdkType: 'latch', sdkVersion: '0' },
  })
  const request = { path: '/getWallets', schema: z.object({ ok: z.boolean() }) }
  await expect(api.provider.request(request)).rejects.toMatchObject({
    name: 'LatchError',
    code: 'API_UNREACHABLE',
    message: 'The service could not be reached',
    details: 'GET /getWallets failed: the request code did not load',
  })
  expect(fetch).not.toHaveBeenCalled()

  vi.doUnmock('../firstUse')
  await expect(api.provider.request(request)).resolves.toEqual({ ok: true })
  expect(fetch).toHaveBeenCalledTimes(1)
})
