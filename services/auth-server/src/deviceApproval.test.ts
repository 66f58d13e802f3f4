import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

// A known user on a new device: VERIFY_DEVICE and a link by mail; the person opens it; then
// connect-device answers VERIFY_OTP with a code by mail; the code makes the device known.
describe('device approval', () => {
  const server = useAuthServer()
  const connectDevice = (email: string, deviceId: string) =>
    server.call('POST', '/v1/email/connect-device', { body: { email, deviceId } })

  it('approves a new device through the mailed link, then logs it in with a code', async () => {
    await server.login('oli@example.com', 'device-oli-1')
    server.clock.advance(30_000)

    const connect = await server.call('POST', '/v1/email/connect', {
      body: { email: 'oli@example.com', deviceId: 'device-oli-2' },
    })
    expect(connect.body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = await server.readLink('oli@example.com')
    expect(link.startsWith(`${server.auth.url}/v1/device/approve?token=`)).toBe(true)

    // Before the person opens the link: 409, nothing mailed.
    expect(await connectDevice('oli@example.com', 'device-oli-2')).toMatchObject({
      status: 409,
      body: { error: { code: 'DEVICE_NOT_APPROVED', message: 'Device not approved yet' } },
    })

    // The person opens the link in a browser: a top-level navigation, no Origin header.
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved')

    // No 30 s wait: the approval unlocks this one code mail.
    expect((await connectDevice('oli@example.com', 'device-oli-2')).body).toEqual({
      action: 'VERIFY_OTP',
    })
    const otp = await server.readCode('oli@example.com')
    const answer = await server.call('POST', '/v1/email/otp', {
      body: { email: 'oli@example.com', deviceId: 'device-oli-2', otp },
    })
    expect(answer.body).toMatchObject({ isNewUser: false, user: { email: 'oli@example.com' } })

    // The device is known now: the next connect from it is a code, not a link.
    server.clock.advance(30_000)
    const later = await server.call('POST', '/v1/email/connect', {
      body: { email: 'oli@example.com', deviceId: 'device-oli-2' },
    })
    expect(later.body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('a link works once, and an approval once', async () => {
    await server.login('pat@example.com', 'device-pat-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'pat@example.com', deviceId: 'device-pat-2' },
    })
    const link = await server.readLink('pat@example.com')
    expect((await fetch(link)).status).toBe(200)
    const again = await fetch(link)
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('expired or was already used')

    expect((await connectDevice('pat@example.com', 'device-pat-2')).status).toBe(200)
    expect((await connectDevice('pat@example.com', 'device-pat-2')).status).toBe(409)
  })

  it('a link expires after 15 minutes', async () => {
    await server.login('quin@example.com', 'device-quin-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'quin@example.com', deviceId: 'device-quin-2' },
    })
    const link = await server.readLink('quin@example.com')
    server.clock.advance(15 * 60_000)
    expect((await fetch(link)).status).toBe(410)
    expect((await connectDevice('quin@example.com', 'device-quin-2')).status).toBe(409)
  })

  it('an approval is for the device it was asked for, not another', async () => {
    await server.login('rae@example.com', 'device-rae-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'rae@example.com', deviceId: 'device-rae-2' },
    })
    await fetch(await server.readLink('rae@example.com'))
    expect((await connectDevice('rae@example.com', 'device-rae-3')).status).toBe(409)
  })

  it('a made-up token is refused', async () => {
    const response = await fetch(`${server.auth.url}/v1/device/approve?token=${'x'.repeat(43)}`)
    expect(response.status).toBe(410)
  })
})
