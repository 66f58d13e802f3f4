import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

describe('sessions', () => {
  const server = useAuthServer({ sessionTtlMs: 60 * 60_000 })

  it('last sessionTtlMs from login: good just before, 401 "Session expired" at the end', async () => {
    const { sessionToken } = await server.login('lee@example.com', 'device-lee-1')
    server.clock.advance(60 * 60_000 - 1)
    expect((await server.call('GET', '/v1/me', { token: sessionToken })).status).toBe(200)
    server.clock.advance(1)
    expect(await server.call('GET', '/v1/me', { token: sessionToken })).toMatchObject({
      status: 401,
      body: { error: { code: 'SESSION_EXPIRED', message: 'Session expired' } },
    })
  })

  it('refuses a missing, malformed or unknown token with 401', async () => {
    expect(await server.call('GET', '/v1/me')).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Missing session token' } },
    })
    const unknown = await server.call('GET', '/v1/me', { token: 'A'.repeat(43) })
    expect(unknown.body.error).toEqual({ code: 'INVALID_SESSION', message: 'Invalid session' })
    const malformed = await server.call('GET', '/v1/me', { token: 'not a token!' })
    expect(malformed.status).toBe(401)
  })

  it('gives each login its own token; signing one out leaves the other', async () => {
    const first = await server.login('max@example.com', 'device-max-1')
    server.clock.advance(30_000)
    const second = await server.login('max@example.com', 'device-max-1')
    expect(second.sessionToken).not.toBe(first.sessionToken)
    await server.call('POST', '/v1/signout', { token: first.sessionToken })
    expect((await server.call('GET', '/v1/me', { token: first.sessionToken })).status).toBe(401)
    expect((await server.call('GET', '/v1/me', { token: second.sessionToken })).status).toBe(200)
  })

  it('an expired session is no CONNECT: the device gets a code again', async () => {
    const { sessionToken } = await server.login('ned@example.com', 'device-ned-1')
    server.clock.advance(60 * 60_000)
    const connect = await server.call('POST', '/v1/email/connect', {
      body: { email: 'ned@example.com', deviceId: 'device-ned-1' },
      token: sessionToken,
    })
    expect(connect.body).toEqual({ action: 'VERIFY_OTP' })
  })
})
