import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

// Spec §4, change email: a code to the current address, then a code to the new one, then the
// new email is stored.
describe('email change', () => {
  const server = useAuthServer()

  it('primary code, secondary code, then the user has the new email', async () => {
    const { sessionToken: token, user } = await server.login('yan@example.com', 'device-yan-1')
    const start = await server.call('POST', '/v1/email/update', {
      token,
      body: { newEmail: 'Yan.New@Example.com' },
    })
    expect(start.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primaryMail = await server.mail.waitForMessage({
      to: 'yan@example.com',
      subject: 'Confirm your email change',
    })
    const primary = primaryMail.text.match(/\b(\d{6})\b/)?.[1]
    expect(primaryMail.text).toContain('yan.new@example.com')

    const second = await server.call('POST', '/v1/email/update/primary', {
      token,
      body: { otp: primary },
    })
    expect(second.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await server.readCode('yan.new@example.com')

    const done = await server.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: secondary },
    })
    expect(done).toMatchObject({ status: 200, body: { newEmail: 'yan.new@example.com' } })
    expect((await server.call('GET', '/v1/me', { token })).body.user).toEqual({
      id: user.id,
      email: 'yan.new@example.com',
    })

    // The old address is free again; the new one logs in to the same user.
    server.clock.advance(30_000)
    const relogin = await server.login('yan.new@example.com', 'device-yan-1')
    expect(relogin).toMatchObject({ isNewUser: false, user: { id: user.id } })
  })

  it('refuses an email another user has, at the start and at the end', async () => {
    const zed = await server.login('zed@example.com', 'device-zed-1')
    await server.login('taken@example.com', 'device-taken-1')
    expect(
      await server.call('POST', '/v1/email/update', {
        token: zed.sessionToken,
        body: { newEmail: 'taken@example.com' },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: { code: 'EMAIL_IN_USE', message: 'Email already in use' } },
    })

    // Someone takes the address while the change is under way.
    await server.call('POST', '/v1/email/update', {
      token: zed.sessionToken,
      body: { newEmail: 'late@example.com' },
    })
    const primary = await server.readCode('zed@example.com')
    await server.call('POST', '/v1/email/update/primary', {
      token: zed.sessionToken,
      body: { otp: primary },
    })
    const secondary = await server.readCode('late@example.com')
    await server.login('late@example.com', 'device-late-1')
    const end = await server.call('POST', '/v1/email/update/secondary', {
      token: zed.sessionToken,
      body: { otp: secondary },
    })
    expect(end.status).toBe(409)
    expect((await server.call('GET', '/v1/me', { token: zed.sessionToken })).body.user.email).toBe(
      'zed@example.com',
    )
  })

  it('needs the steps in order, a session, a valid new email and the right codes', async () => {
    const { sessionToken: token } = await server.login('abe@example.com', 'device-abe-1')
    expect(
      (await server.call('POST', '/v1/email/update/primary', { token, body: { otp: '000000' } }))
        .body.error.code,
    ).toBe('NO_EMAIL_UPDATE')
    expect(
      (await server.call('POST', '/v1/email/update', { body: { newEmail: 'x@example.com' } }))
        .status,
    ).toBe(401)
    expect(
      (await server.call('POST', '/v1/email/update', { token, body: { newEmail: 'nope' } })).body
        .error.message,
    ).toBe('newEmail: Invalid email')
    expect(
      (
        await server.call('POST', '/v1/email/update', {
          token,
          body: { newEmail: 'ABE@example.com' },
        })
      ).body.error.code,
    ).toBe('SAME_EMAIL')

    await server.call('POST', '/v1/email/update', { token, body: { newEmail: 'abe2@example.com' } })
    await server.readCode('abe@example.com')
    expect(
      (await server.call('POST', '/v1/email/update/secondary', { token, body: { otp: '000000' } }))
        .body.error.code,
    ).toBe('NO_EMAIL_UPDATE')
  })

  it('the primary step is limited to one mail per 30 s', async () => {
    const { sessionToken: token } = await server.login('bo@example.com', 'device-bo-1')
    const start = () =>
      server.call('POST', '/v1/email/update', { token, body: { newEmail: 'bo2@example.com' } })
    expect((await start()).status).toBe(200)
    expect((await start()).body.error.message).toBe('Please try again after 30 seconds')
    server.clock.advance(30_000)
    expect((await start()).status).toBe(200)
  })
})
