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

    // The person opens the link and clicks the page's button (a form POST).
    const approved = await server.approve(link)
    expect(approved.status).toBe(200)
    expect(approved.page).toContain('Device approved')

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
    expect((await server.approve(link)).status).toBe(200)
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
    expect((await server.approve(link)).status).toBe(410)
    expect((await connectDevice('quin@example.com', 'device-quin-2')).status).toBe(409)
  })

  it('an approval is for the device it was asked for, not another', async () => {
    await server.login('rae@example.com', 'device-rae-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'rae@example.com', deviceId: 'device-rae-2' },
    })
    await server.approve(await server.readLink('rae@example.com'))
    expect((await connectDevice('rae@example.com', 'device-rae-3')).status).toBe(409)
  })

  it('a made-up token is refused', async () => {
    const response = await fetch(`${server.auth.url}/v1/device/approve?token=${'x'.repeat(43)}`)
    expect(response.status).toBe(410)
  })
})

// L2: mail scanners and link previews open every link in a mail (a GET, often before the person
// reads it). Opening the link must approve nothing: the approval is the page's button, a POST.
describe('device approval: opening the link is not approving', () => {
  const logged: string[] = []
  const server = useAuthServer({
    logger: { info: (line) => logged.push(line), error: (line) => logged.push(line) },
  })
  const connectDevice = (email: string, deviceId: string) =>
    server.call('POST', '/v1/email/connect-device', { body: { email, deviceId } })
  const token = (link: string) => new URL(link).searchParams.get('token') ?? ''
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.auth.url}/v1/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    })

  it('a scanner GETs the link (twice, as they do): nothing is approved, the link still works', async () => {
    await server.login('sam@example.com', 'device-sam-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'sam@example.com', deviceId: 'device-sam-2' },
    })
    const link = await server.readLink('sam@example.com')
    for (const _ of [1, 2]) {
      const scanned = await fetch(link)
      expect(scanned.status).toBe(200)
      const page = await scanned.text()
      expect(page).toContain('Approve this device')
      expect(page).not.toContain('Device approved')
    }
    expect((await connectDevice('sam@example.com', 'device-sam-2')).status).toBe(409)

    // The person clicks: approved once; a second POST (a double click, a replay) is refused.
    expect(await post(`token=${token(link)}`)).toMatchObject({ status: 200 })
    expect((await post(`token=${token(link)}`)).status).toBe(410)
    expect((await connectDevice('sam@example.com', 'device-sam-2')).body).toEqual({
      action: 'VERIFY_OTP',
    })
    // The log has the path, never the token (query or body).
    await expect
      .poll(() => logged.some((line) => /^POST \/v1\/device\/approve 200 \d+ms$/.test(line)))
      .toBe(true)
    expect(logged.join('\n')).not.toContain(token(link))
  })

  it('the page is a form posting the token in its body, under a strict CSP, never framed', async () => {
    await server.login('tia@example.com', 'device-tia-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'tia@example.com', deviceId: 'device-tia-2' },
    })
    const link = await server.readLink('tia@example.com')
    const page = await fetch(link)
    const html = await page.text()
    expect(html).toContain('<form method="post" action="approve">')
    expect(html).toContain(`<input type="hidden" name="token" value="${token(link)}">`)
    expect(html).not.toMatch(/<script/i)
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('a POST from another site is accepted only with the token: the token is the authority', async () => {
    await server.login('uli@example.com', 'device-uli-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'uli@example.com', deviceId: 'device-uli-2' },
    })
    const link = await server.readLink('uli@example.com')
    // Without the token, or with a made-up one, from any origin: nothing.
    for (const body of ['', 'token=', `token=${'x'.repeat(43)}`]) {
      expect((await post(body, { origin: 'https://evil.example' })).status).toBe(410)
    }
    // Nor as JSON, or as a script's plain text: only the form's type is read.
    const asJson = await fetch(`${server.auth.url}/v1/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token(link) }),
    })
    expect(asJson.status).toBe(415)
    expect(await asJson.text()).toContain('Content-Type must be application/x-www-form-urlencoded')
    expect((await connectDevice('uli@example.com', 'device-uli-2')).status).toBe(409)
    // The browser's own form post carries the page's origin, or 'null' under no-referrer.
    expect((await post(`token=${token(link)}`, { origin: 'null' })).status).toBe(200)
  })
})
