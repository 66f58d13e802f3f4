import { describe, expect, it } from 'vitest'
import { startAuthServer } from './startAuthServer'
import { FRAME_ORIGIN, useAuthServer } from './test/harness'

// Only the frame origins may call the server from a browser.
describe('origins and CORS', () => {
  const server = useAuthServer()
  const preflight = (origin: string | undefined) =>
    fetch(`${server.auth.url}/v1/email/connect`, {
      method: 'OPTIONS',
      headers: {
        ...(origin ? { origin } : {}),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })

  it('answers a preflight from the frame origin, and only from it', async () => {
    const allowed = await preflight(FRAME_ORIGIN)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization')

    const other = await preflight('https://evil.example')
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect((await preflight(undefined)).status).toBe(403)
  })

  it('echoes the frame origin on answers, errors included', async () => {
    const ok = await server.call('GET', '/health')
    expect(ok.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    expect(ok.headers.get('vary')).toBe('Origin')
    const error = await server.call('GET', '/v1/me')
    expect(error.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
  })

  it('refuses any request from an unlisted Origin with 403, before doing anything', async () => {
    const refused = await server.call('POST', '/v1/email/connect', {
      origin: 'http://frame.test:5174',
      body: { email: 'ola@example.com', deviceId: 'device-ola-1' },
    })
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' } },
    })
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(server.mail.messages({ to: 'ola@example.com' })).toEqual([])
    expect((await server.call('GET', '/health', { origin: 'null' })).status).toBe(403)
  })

  it('allows a request without Origin (a server, a script, the device link)', async () => {
    const connect = await server.call('POST', '/v1/email/connect', {
      origin: null,
      body: { email: 'pia@example.com', deviceId: 'device-pia-1' },
    })
    expect(connect.body).toEqual({ action: 'VERIFY_OTP' })
    expect(connect.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses frameOrigins that are not exact origins at start', async () => {
    const start = (frameOrigins: string[]) =>
      startAuthServer({ smtp: { host: '127.0.0.1', port: 9 }, mailFrom: 'x@y.z', frameOrigins })
    await expect(start(['https://frame.example/'])).rejects.toThrow('is not an origin')
    await expect(start(['frame.example'])).rejects.toThrow('is not an origin')
    await expect(start(['http://127.0.0.1:*'])).rejects.toThrow('is not an origin')
  })
})
