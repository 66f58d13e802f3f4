import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

describe('request limits', () => {
  const server = useAuthServer({
    maxBodyBytes: 1024,
    rateLimit: { windowMs: 60_000, maxRequests: 5 },
  })

  it('refuses a body over maxBodyBytes with 413, a non-JSON type with 415, bad JSON with 400', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${server.auth.url}/v1/email/connect`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      })
    const big = await post(JSON.stringify({ email: 'a@b.co', deviceId: 'x'.repeat(2000) }))
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' },
    })
    expect((await post('email=a@b.co', 'application/x-www-form-urlencoded')).status).toBe(415)
    const broken = await post('{"email":')
    expect(broken.status).toBe(400)
    expect((await broken.json()).error.message).toBe('Invalid JSON')
  })

  it('limits requests per client address per window, on the clock', async () => {
    server.clock.advance(60_000) // a fresh window
    for (let index = 0; index < 5; index++) {
      expect((await server.call('GET', '/health')).status).toBe(200)
    }
    const limited = await server.call('GET', '/health')
    expect(limited).toMatchObject({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Rate limited' } },
    })
    expect(limited.headers.get('retry-after')).toBe('60')
    server.clock.advance(60_000)
    expect((await server.call('GET', '/health')).status).toBe(200)
  })
})

// M6: behind a proxy, X-Forwarded-For is "client-sent entries…, then what each proxy added". The
// client writes whatever it likes on the left; only the entries the trusted proxies appended on
// the right are facts.
describe('rate limit behind a trusted proxy', () => {
  const server = useAuthServer({ trustProxy: 1, rateLimit: { windowMs: 60_000, maxRequests: 3 } })
  const from = (forwardedFor: string) =>
    server.call('GET', '/health', { headers: { 'x-forwarded-for': forwardedFor } })

  it('keys on the address the proxy added: a new spoofed first entry per request changes nothing', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await from(`10.9.9.${index}, 203.0.113.7`)).status).toBe(200)
    }
    expect((await from('10.9.9.99, 203.0.113.7')).status).toBe(429)
    expect((await from('203.0.113.7')).status).toBe(429)
    // Claiming to be the limited client, from another address, is that other address.
    expect((await from('203.0.113.7, 198.51.100.1')).status).toBe(200)
  })
})

describe('rate limit behind two trusted proxies', () => {
  const server = useAuthServer({ trustProxy: 2, rateLimit: { windowMs: 60_000, maxRequests: 2 } })

  it('keys on the entry two hops from the right', async () => {
    const from = (forwardedFor: string) =>
      server.call('GET', '/health', { headers: { 'x-forwarded-for': forwardedFor } })
    expect((await from('1.1.1.1, 203.0.113.8, 10.0.0.2')).status).toBe(200)
    expect((await from('2.2.2.2, 203.0.113.8, 10.0.0.3')).status).toBe(200)
    expect((await from('3.3.3.3, 203.0.113.8, 10.0.0.2')).status).toBe(429)
    expect((await from('203.0.113.9, 10.0.0.2')).status).toBe(200)
  })
})
