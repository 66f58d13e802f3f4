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

// L3: a session taken before an email change or a recovery (a stolen token, a forgotten device)
// must not outlive it; and a person can end every session at once.
describe('sessions: revoked by an email change, a re-split, or "sign out everywhere"', () => {
  const server = useAuthServer()
  const share = (byte: number) => Buffer.alloc(64, byte).toString('base64')
  const me = async (token: string) => (await server.call('GET', '/v1/me', { token })).status
  const twoSessions = async (email: string) => {
    const first = await server.login(email, 'device-a')
    server.clock.advance(30_000)
    const second = await server.login(email, 'device-a')
    return [first.sessionToken, second.sessionToken] as const
  }

  it('an email change revokes every other session of the user, not the one that made it', async () => {
    const [thief, owner] = await twoSessions('ola@example.com')
    await server.call('POST', '/v1/email/update', {
      token: owner,
      body: { newEmail: 'ola2@example.com' },
    })
    const primary = await server.readCode('ola@example.com')
    await server.call('POST', '/v1/email/update/primary', { token: owner, body: { otp: primary } })
    // Not before it completes.
    expect(await me(thief)).toBe(200)
    const secondary = await server.readCode('ola2@example.com')
    const done = await server.call('POST', '/v1/email/update/secondary', {
      token: owner,
      body: { otp: secondary },
    })
    expect(done.status).toBe(200)
    expect(await server.call('GET', '/v1/me', { token: thief })).toMatchObject({
      status: 401,
      body: { error: { code: 'INVALID_SESSION' } },
    })
    expect(await me(owner)).toBe(200)
    // A new login after the change works as ever.
    server.clock.advance(30_000)
    const again = await server.login('ola2@example.com', 'device-a')
    expect(await me(again.sessionToken)).toBe(200)
  })

  it('a higher share version (a recovery or a re-split) revokes every other session', async () => {
    const [thief, owner] = await twoSessions('pia@example.com')
    const put = (token: string, version: number) =>
      server.call('PUT', '/v1/shares/auth', { token, body: { share: share(version), version } })
    // The first share replaces nothing: both sessions stay.
    expect((await put(owner, 1)).status).toBe(200)
    expect(await me(thief)).toBe(200)
    // A refused (stale) version changes nothing either.
    expect((await put(thief, 1)).status).toBe(409)
    expect(await me(owner)).toBe(200)

    expect((await put(owner, 2)).status).toBe(200)
    expect(await me(thief)).toBe(401)
    expect(await me(owner)).toBe(200)
    expect((await server.call('GET', '/v1/shares/auth', { token: thief })).status).toBe(401)
  })

  it('POST /v1/signout/all ends every session of the user, the caller’s too, and no one else’s', async () => {
    const [first, second] = await twoSessions('quy@example.com')
    const other = await server.login('rex@example.com', 'device-rex')
    expect(await server.call('POST', '/v1/signout/all', { token: second })).toMatchObject({
      status: 200,
      body: { signedOut: true },
    })
    expect(await me(first)).toBe(401)
    expect(await me(second)).toBe(401)
    expect(await me(other.sessionToken)).toBe(200)
    expect((await server.call('POST', '/v1/signout/all')).status).toBe(401)
    // Logging in again gives a working session.
    server.clock.advance(30_000)
    const again = await server.login('quy@example.com', 'device-a')
    expect(await me(again.sessionToken)).toBe(200)
  })
})
