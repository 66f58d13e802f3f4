import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

// Codes: 6 digits, single use, 10 minutes, 5 wrong answers, bound to the device that asked.
describe('login codes', () => {
  const server = useAuthServer()
  const ask = (email: string, deviceId: string) =>
    server.call('POST', '/v1/email/connect', { body: { email, deviceId } })
  const answer = (email: string, deviceId: string, otp: string) =>
    server.call('POST', '/v1/email/otp', { body: { email, deviceId, otp } })
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('mails six digits, and a code works once', async () => {
    await ask('eve@example.com', 'device-eve-1')
    const otp = await server.readCode('eve@example.com')
    expect(otp).toMatch(/^\d{6}$/)
    expect((await answer('eve@example.com', 'device-eve-1', otp)).status).toBe(200)
    expect(await answer('eve@example.com', 'device-eve-1', otp)).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_OTP', message: 'Invalid OTP' } },
    })
  })

  it('expires after 10 minutes: good at 9:59.999, "OTP expired" at 10:00', async () => {
    await ask('fay@example.com', 'device-fay-1')
    const first = await server.readCode('fay@example.com')
    server.clock.advance(10 * 60_000)
    expect(await answer('fay@example.com', 'device-fay-1', first)).toMatchObject({
      status: 400,
      body: { error: { code: 'OTP_EXPIRED', message: 'OTP expired' } },
    })

    await ask('fay@example.com', 'device-fay-1')
    const second = await server.readCode('fay@example.com')
    server.clock.advance(10 * 60_000 - 1)
    expect((await answer('fay@example.com', 'device-fay-1', second)).status).toBe(200)
  })

  it('allows 5 wrong answers, then "Too many attempts" even for the right code', async () => {
    await ask('gus@example.com', 'device-gus-1')
    const otp = await server.readCode('gus@example.com')
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await answer('gus@example.com', 'device-gus-1', wrong(otp))).body.error.message).toBe(
        'Invalid OTP',
      )
    }
    expect(await answer('gus@example.com', 'device-gus-1', otp)).toMatchObject({
      status: 429,
      body: { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' } },
    })
    // A new code (after the cooldown) starts afresh.
    server.clock.advance(30_000)
    await ask('gus@example.com', 'device-gus-1')
    const fresh = await server.readCode('gus@example.com')
    expect((await answer('gus@example.com', 'device-gus-1', fresh)).status).toBe(200)
  })

  it('4 wrong answers still leave the right one good', async () => {
    await ask('hal@example.com', 'device-hal-1')
    const otp = await server.readCode('hal@example.com')
    for (let attempt = 1; attempt <= 4; attempt++) {
      await answer('hal@example.com', 'device-hal-1', wrong(otp))
    }
    expect((await answer('hal@example.com', 'device-hal-1', otp)).status).toBe(200)
  })

  it('a new code replaces the last one', async () => {
    await ask('ida@example.com', 'device-ida-1')
    const old = await server.readCode('ida@example.com')
    server.clock.advance(30_000)
    await ask('ida@example.com', 'device-ida-1')
    const current = await server.readCode('ida@example.com')
    if (old !== current) {
      expect((await answer('ida@example.com', 'device-ida-1', old)).status).toBe(400)
    }
    expect((await answer('ida@example.com', 'device-ida-1', current)).status).toBe(200)
  })

  it('is good only for the device that asked for it (another device has no code to answer)', async () => {
    await ask('jo@example.com', 'device-jo-1')
    const otp = await server.readCode('jo@example.com')
    expect((await answer('jo@example.com', 'device-jo-2', otp)).body.error.message).toBe(
      'Invalid OTP',
    )
    expect((await answer('jo@example.com', 'device-jo-1', otp)).status).toBe(200)
  })

  it('mails the code and never the hash: the mail holds what the person types', async () => {
    await ask('kim@example.com', 'device-kim-1')
    const mail = await server.mail.waitForMessage({ to: 'kim@example.com' })
    expect(mail.text).toMatch(/Your login code is \d{6}\n/)
    expect(mail.text).toContain('expires in 10 minutes')
  })
})

// M2: anyone who knows an address can ask for codes and post answers for it, from their own
// device. Neither may cost the owner's device its code.
describe("login codes: a stranger's device cannot burn the owner's", () => {
  const server = useAuthServer()
  const ask = (email: string, deviceId: string) =>
    server.call('POST', '/v1/email/connect', { body: { email, deviceId } })
  const answer = (email: string, deviceId: string, otp: string) =>
    server.call('POST', '/v1/email/otp', { body: { email, deviceId, otp } })

  it("ten wrong answers from another device leave the owner's code good", async () => {
    await ask('nia@example.com', 'device-nia-owner')
    const otp = await server.readCode('nia@example.com')
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await answer('nia@example.com', 'device-stranger', 'abcdef')).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_OTP' } },
      })
    }
    expect((await answer('nia@example.com', 'device-nia-owner', otp)).status).toBe(200)
  })

  it("a code asked from another device does not replace the owner's", async () => {
    await ask('oda@example.com', 'device-oda-owner')
    const otp = await server.readCode('oda@example.com')
    server.clock.advance(30_000)
    expect((await ask('oda@example.com', 'device-stranger')).status).toBe(200)
    expect((await answer('oda@example.com', 'device-oda-owner', otp)).status).toBe(200)
  })
})
