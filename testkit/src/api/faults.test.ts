import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type LocalApi, startLocalApi } from './server'
import { errorShape, getWalletsShape } from './shapes'
import { apiUrl, getJson } from './testClient'

describe('faults on demand', () => {
  let api: LocalApi
  beforeEach(async () => {
    api = await startLocalApi()
  })
  afterEach(() => api.stop())

  const wallets = () => fetch(apiUrl(api, '/getWallets', { entries: '1' }))

  it('answers 429 with Retry-After, always until cleared', async () => {
    api.faults.set('/getWallets', { kind: 'rate-limited', retryAfterSeconds: 7 })
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await wallets()
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('7')
      // Browsers only let a page read Retry-After if CORS exposes it.
      expect(response.headers.get('access-control-expose-headers')).toContain('retry-after')
      expect(errorShape.parse(await response.json()).error).toBe('Rate Limited')
    }
    api.faults.clear()
    expect((await wallets()).status).toBe(200)
  })

  it('answers a 5xx once, then serves again', async () => {
    api.faults.set('/getWallets', { kind: 'server-error', status: 503, times: 'once' })
    const failed = await wallets()
    expect(failed.status).toBe(503)
    errorShape.parse(await failed.json())
    const served = await wallets()
    expect(served.status).toBe(200)
    getWalletsShape.parse(await served.json())
    expect(api.faults.list()).toEqual([])
  })

  it('defaults a server error to 500', async () => {
    api.faults.set('/getAnalyticsConfig', { kind: 'server-error' })
    expect((await getJson(api, '/getAnalyticsConfig')).status).toBe(500)
  })

  it('returns a malformed body with a JSON content type and status 200', async () => {
    api.faults.set('/appkit/v1/config', { kind: 'malformed' })
    const response = await fetch(apiUrl(api, '/appkit/v1/config'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    await expect(response.json()).rejects.toThrow(SyntaxError)
  })

  it('holds a timed-out request open until the client gives up, while other routes answer', async () => {
    api.faults.set('/getWallets', { kind: 'timeout' })
    const started = performance.now()
    await expect(
      fetch(apiUrl(api, '/getWallets'), { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/aborted|timeout/i)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    expect((await getJson(api, '/getAnalyticsConfig')).status).toBe(200)
  })

  it('ends a held request when the server stops', async () => {
    api.faults.set('/getWallets', { kind: 'timeout', times: 'once' })
    const pending = fetch(apiUrl(api, '/getWallets'))
    // Let the request reach the server before stopping it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    await api.stop()
    await expect(pending).rejects.toThrow()
  })

  it('matches a route template, a concrete path or a RegExp, and clears one target', async () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    api.faults.set('/v1/identity/:address', { kind: 'server-error', status: 502 })
    expect((await getJson(api, `/v1/identity/${address}`)).status).toBe(502)
    api.faults.clear('/v1/identity/:address')
    expect((await getJson(api, `/v1/identity/${address}`)).status).toBe(200)

    api.faults.set(`/v1/identity/${address}`, { kind: 'server-error', status: 504 })
    expect((await getJson(api, `/v1/identity/${address}`)).status).toBe(504)
    expect((await getJson(api, `/v1/identity/${'0x'.padEnd(42, '1')}`)).status).toBe(200)
    api.faults.clear(`/v1/identity/${address}`)

    api.faults.set(/^\/public\//, { kind: 'rate-limited' })
    expect((await fetch(apiUrl(api, '/public/getTokenImage/ETH'))).status).toBe(429)
    expect((await fetch(apiUrl(api, '/public/getCurrencyImage/USD'))).status).toBe(429)
    expect((await getJson(api, '/getAnalyticsConfig')).status).toBe(200)
    api.faults.clear(/^\/public\//)
    expect((await fetch(apiUrl(api, '/public/getTokenImage/ETH'))).status).toBe(200)
  })

  it('does not fault CORS preflight requests', async () => {
    api.faults.set('/getWallets', { kind: 'server-error' })
    const preflight = await fetch(apiUrl(api, '/getWallets'), { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
  })
})
