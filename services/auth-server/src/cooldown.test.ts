import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

// Spec §4/§5: a new login email cannot be triggered within 30 s of the last for that email;
// 'Please try again after {n} seconds', n the whole seconds left, rounded up.
describe('login mail cooldown', () => {
  const server = useAuthServer()
  const connect = (email: string, deviceId = 'device-cool-1') =>
    server.call('POST', '/v1/email/connect', { body: { email, deviceId } })

  it('refuses at 0 s and 29.x s with the seconds left, and allows at 30 s', async () => {
    expect((await connect('ann@example.com')).body).toEqual({ action: 'VERIFY_OTP' })

    const atOnce = await connect('ann@example.com')
    expect(atOnce).toMatchObject({
      status: 429,
      body: { error: { code: 'COOLDOWN', message: 'Please try again after 30 seconds' } },
    })
    expect(atOnce.headers.get('retry-after')).toBe('30')

    server.clock.advance(12_300)
    expect((await connect('ann@example.com')).body.error.message).toBe(
      'Please try again after 18 seconds',
    )
    server.clock.advance(29_400 - 12_300)
    expect((await connect('ann@example.com')).body.error.message).toBe(
      'Please try again after 1 seconds',
    )
    server.clock.advance(599)
    expect((await connect('ann@example.com')).status).toBe(429)

    server.clock.advance(1) // exactly 30 s after the first mail
    expect(await connect('ann@example.com')).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    expect(server.mail.messages({ to: 'ann@example.com' })).toHaveLength(2)
  })

  it('is per email: another address is not held back', async () => {
    expect((await connect('ben@example.com')).status).toBe(200)
    expect((await connect('BEN@example.com')).status).toBe(429)
    expect((await connect('bea@example.com')).status).toBe(200)
  })

  it('counts the device mail too: VERIFY_DEVICE then a resend within 30 s is refused', async () => {
    await server.login('cal@example.com', 'device-cal-1')
    server.clock.advance(30_000)
    expect((await connect('cal@example.com', 'device-cal-2')).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    server.clock.advance(10_000)
    expect((await connect('cal@example.com', 'device-cal-2')).body.error.message).toBe(
      'Please try again after 20 seconds',
    )
  })
})

// M2: the resend rule is per address and device, so a stranger asking for the owner's address
// from their own device does not hold back the owner's resend.
describe('login mail cooldown: per device', () => {
  const server = useAuthServer()
  const connect = (email: string, deviceId: string) =>
    server.call('POST', '/v1/email/connect', { body: { email, deviceId } })

  it("a stranger's request 20 s after the owner's does not delay the owner's resend", async () => {
    await server.login('eli@example.com', 'device-eli-1')
    server.clock.advance(30_000)
    expect((await connect('eli@example.com', 'device-eli-1')).body).toEqual({
      action: 'VERIFY_OTP',
    })
    server.clock.advance(20_000)
    expect((await connect('eli@example.com', 'device-stranger')).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    server.clock.advance(10_000)
    // 30 s after the owner's last mail: the owner's resend goes out.
    expect(await connect('eli@example.com', 'device-eli-1')).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    // The stranger's own device is still under its 30 s.
    expect((await connect('eli@example.com', 'device-stranger')).body.error.message).toBe(
      'Please try again after 20 seconds',
    )
  })
})

describe('login mail cooldown when SMTP is down', () => {
  const server = useAuthServer({ smtp: { host: '127.0.0.1', port: 9 } })

  it('answers 502 and does not start the cooldown, so the person can retry at once', async () => {
    const body = { email: 'dan@example.com', deviceId: 'device-dan-1' }
    const first = await server.call('POST', '/v1/email/connect', { body })
    expect(first).toMatchObject({ status: 502, body: { error: { code: 'MAIL_FAILED' } } })
    expect((await server.call('POST', '/v1/email/connect', { body })).status).toBe(502)
  })
})
