import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

// The email login of spec §4, as the frame drives it: connect, read the code from the mail,
// answer it, then use the session.
describe('email login', () => {
  const server = useAuthServer()

  it('a new user: VERIFY_OTP, the code by mail, then a session and isNewUser', async () => {
    const connect = await server.call('POST', '/v1/email/connect', {
      body: { email: '  Ada@Example.COM ', deviceId: 'device-ada-1' },
    })
    expect(connect).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })

    const mail = server.mail.messages({ to: 'ada@example.com' })[0]
    expect(mail).toMatchObject({ from: 'login@latch.test', subject: 'Your login code' })
    const otp = await server.readCode('ada@example.com')

    const answer = await server.call('POST', '/v1/email/otp', {
      body: { email: 'ada@example.com', deviceId: 'device-ada-1', otp },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { id: expect.any(String), email: 'ada@example.com' },
      isNewUser: true,
    })

    const me = await server.call('GET', '/v1/me', { token: answer.body.sessionToken })
    expect(me).toMatchObject({ status: 200, body: { user: answer.body.user } })
  })

  it('a known user on a known device gets a code again, and is not new', async () => {
    const first = await server.login('bob@example.com', 'device-bob-1')
    server.clock.advance(30_000)
    const again = await server.login('bob@example.com', 'device-bob-1')
    expect(again.user).toEqual(first.user)
    expect(again).toMatchObject({ isNewUser: false })
  })

  it('CONNECT, with no mail, when the request carries a live session for that email and device', async () => {
    const { sessionToken } = await server.login('cy@example.com', 'device-cy-1')
    server.clock.advance(30_000)
    const before = server.mail.messages({ to: 'cy@example.com' }).length
    const connect = await server.call('POST', '/v1/email/connect', {
      body: { email: 'cy@example.com', deviceId: 'device-cy-1' },
      token: sessionToken,
    })
    expect(connect.body).toEqual({ action: 'CONNECT' })
    expect(server.mail.messages({ to: 'cy@example.com' })).toHaveLength(before)

    // The same session on another device id is not a CONNECT.
    const other = await server.call('POST', '/v1/email/connect', {
      body: { email: 'cy@example.com', deviceId: 'device-cy-2' },
      token: sessionToken,
    })
    expect(other.body).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it("refuses an invalid email with the spec's message", async () => {
    const connect = await server.call('POST', '/v1/email/connect', {
      body: { email: 'not-an-email', deviceId: 'device-x-1' },
    })
    expect(connect).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST', message: 'email: Invalid email' } },
    })
    const missing = await server.call('POST', '/v1/email/connect', { body: { email: 'a@b.co' } })
    expect(missing.body.error.message).toBe('deviceId: Required')
    const wrongType = await server.call('POST', '/v1/email/otp', {
      body: { email: 'a@b.co', deviceId: 'device-x-1', otp: 123456 },
    })
    // Spec §8's text, word for word: no comma before 'received'.
    expect(wrongType.body.error.message).toBe('otp: Expected string received number')
  })

  it('signs out: the token stops working', async () => {
    const { sessionToken } = await server.login('dee@example.com', 'device-dee-1')
    const out = await server.call('POST', '/v1/signout', { token: sessionToken })
    expect(out).toMatchObject({ status: 200, body: { signedOut: true } })
    const me = await server.call('GET', '/v1/me', { token: sessionToken })
    expect(me).toMatchObject({ status: 401, body: { error: { code: 'INVALID_SESSION' } } })
  })

  it('answers /health and 404/405 as JSON errors', async () => {
    expect(await server.call('GET', '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    })
    expect(await server.call('GET', '/nope')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    })
    expect((await server.call('GET', '/v1/email/connect')).status).toBe(405)
  })
})
