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

  it('refuses an email another user has at the end, when the change would claim it', async () => {
    const zed = await server.login('zed@example.com', 'device-zed-1')

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

  // L1: whoever has a session (any account) must not learn whether an address has a wallet.
  it('an address in use answers exactly as a free one; its owner is told by mail, not the asker', async () => {
    await server.login('owner@example.com', 'device-owner-1')
    let probers = 0
    const probe = async (newEmail: string) => {
      const prober = `prober${++probers}@example.com`
      const { sessionToken: token } = await server.login(prober, `device-prober-${probers}`)
      const before = server.mail.messages({ to: newEmail }).length
      const startedAt = performance.now()
      const start = await server.call('POST', '/v1/email/update', { token, body: { newEmail } })
      const startMs = performance.now() - startedAt
      const otp = await server.readCode(prober)
      const primary = await server.call('POST', '/v1/email/update/primary', {
        token,
        body: { otp },
      })
      await server.mail.waitForMessage({ to: newEmail, timeoutMs: 5_000 })
      // Guessing the second code: the same answers, 'Too many attempts' after the same count.
      const guesses = []
      for (let guess = 0; guess < 6; guess++) {
        const { status, body } = await server.call('POST', '/v1/email/update/secondary', {
          token,
          body: { otp: 'abcdef' },
        })
        guesses.push({ status, body })
      }
      // And the prober's email is unchanged either way.
      expect((await server.call('GET', '/v1/me', { token })).body.user.email).toBe(prober)
      const drop = ({ status, body }: { status: number; body: unknown }) => ({ status, body })
      return {
        answers: { start: drop(start), primary: drop(primary), guesses },
        mailsToNew: server.mail.messages({ to: newEmail }).length - before,
        startMs,
      }
    }
    const used = await probe('owner@example.com')
    const free = await probe('free@example.com')
    expect(used.answers).toEqual(free.answers)
    expect(used.answers.start).toEqual({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    expect(used.mailsToNew).toBe(1)
    expect(free.mailsToNew).toBe(1)
    // Both answer after mailing the current address: the same work, roughly the same time.
    expect(used.startMs).toBeGreaterThan(free.startMs / 10)
    expect(free.startMs).toBeGreaterThan(used.startMs / 10)

    const [notice, ...more] = server.mail.messages({
      to: 'owner@example.com',
      subject: 'This address is already in use',
    })
    expect(more).toEqual([])
    expect(notice?.text).not.toMatch(/\b\d{6}\b/)
    expect(server.mail.messages({ to: 'free@example.com' })[0]?.subject).toBe(
      'Confirm your new email',
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
