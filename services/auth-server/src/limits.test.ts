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
