import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isPortListening } from '../net/isPortListening'
import { type MailCatcher, startMailCatcher } from './startMailCatcher'

/** A real SMTP client, as the auth server uses: plain SMTP to the catcher. */
const mailerFor = (catcher: MailCatcher) =>
  createTransport({ host: catcher.smtp.host, port: catcher.smtp.port, secure: false })

describe('startMailCatcher', () => {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher()
  })
  afterAll(() => catcher.stop())
  beforeEach(() => catcher.clear())

  it('listens on 127.0.0.1 for SMTP and HTTP, each on its own free port', () => {
    expect(catcher.smtp.host).toBe('127.0.0.1')
    expect(catcher.smtp.port).toBeGreaterThan(0)
    expect(catcher.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(Number(new URL(catcher.url).port)).not.toBe(catcher.smtp.port)
  })

  it('accepts a mail from a real SMTP client and keeps it parsed', async () => {
    await mailerFor(catcher).sendMail({
      from: 'Latch <login@latch.test>',
      to: 'Ada@Example.com',
      subject: 'Your login code',
      text: 'Your code is 123456.',
    })
    const [mail] = catcher.messages({ to: 'ada@example.com' })
    expect(mail).toMatchObject({
      id: expect.any(String),
      from: 'login@latch.test',
      to: ['ada@example.com'],
      subject: 'Your login code',
      text: 'Your code is 123456.',
    })
    expect(mail?.receivedAt).toBeTypeOf('number')
  })

  it('accepts any credentials, as a local catcher should', async () => {
    const mailer = createTransport({
      ...catcher.smtp,
      secure: false,
      auth: { user: 'someone', pass: 'anything' },
    })
    await mailer.sendMail({ from: 'a@latch.test', to: 'b@latch.test', subject: 'hi', text: 'x' })
    expect(catcher.messages({ to: 'b@latch.test' })).toHaveLength(1)
  })

  it('lists newest first and filters by recipient and subject', async () => {
    const mailer = mailerFor(catcher)
    for (const subject of ['one', 'two', 'three']) {
      await mailer.sendMail({ from: 'x@latch.test', to: 'ada@example.com', subject, text: subject })
    }
    await mailer.sendMail({ from: 'x@latch.test', to: 'bob@example.com', subject: 'other' })
    expect(catcher.messages({ to: 'ada@example.com' }).map((mail) => mail.subject)).toEqual([
      'three',
      'two',
      'one',
    ])
    expect(catcher.messages().map((mail) => mail.subject)[0]).toBe('other')
    expect(catcher.messages({ subject: /^t/ }).map((mail) => mail.subject)).toEqual([
      'three',
      'two',
    ])
  })

  it('waitForMessage resolves when the mail arrives, not before', async () => {
    let settled = false
    const waiting = catcher
      .waitForMessage({ to: 'late@example.com', timeoutMs: 5_000 })
      .finally(() => {
        settled = true
      })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    await mailerFor(catcher).sendMail({
      from: 'x@latch.test',
      to: 'late@example.com',
      subject: 'hello',
      text: 'body',
    })
    expect((await waiting).subject).toBe('hello')
  })

  it('waitForMessage hands each mail out once, so a second code is read the second time', async () => {
    const mailer = mailerFor(catcher)
    await mailer.sendMail({ from: 'x@latch.test', to: 'ada@example.com', text: 'code 111111' })
    await mailer.sendMail({ from: 'x@latch.test', to: 'ada@example.com', text: 'code 222222' })
    // Both had arrived before either wait began: none is missed, each is read once, in order.
    expect((await catcher.waitForMessage({ to: 'ada@example.com' })).text).toBe('code 111111')
    expect((await catcher.waitForMessage({ to: 'ada@example.com' })).text).toBe('code 222222')
  })

  it('waitForMessage rejects with a clear error on time-out', async () => {
    await expect(
      catcher.waitForMessage({ to: 'nobody@example.com', subject: 'code', timeoutMs: 30 }),
    ).rejects.toThrow('No mail to nobody@example.com with subject code arrived within 30 ms')
  })

  it('serves the inbox as JSON: list, by recipient, one message, and delete', async () => {
    const mailer = mailerFor(catcher)
    await mailer.sendMail({ from: 'x@latch.test', to: 'ada@example.com', subject: 'a', text: '1' })
    await mailer.sendMail({ from: 'x@latch.test', to: 'bob@example.com', subject: 'b', text: '2' })

    const all = (await (await fetch(`${catcher.url}/api/messages`)).json()) as {
      messages: { id: string; subject: string }[]
    }
    expect(all.messages.map((mail) => mail.subject)).toEqual(['b', 'a'])
    const forBob = (await (
      await fetch(`${catcher.url}/api/messages?to=${encodeURIComponent('BOB@example.com')}`)
    ).json()) as { messages: { subject: string }[] }
    expect(forBob.messages.map((mail) => mail.subject)).toEqual(['b'])

    const one = await fetch(`${catcher.url}/api/messages/${all.messages[1]?.id}`)
    expect(await one.json()).toMatchObject({ subject: 'a', text: '1', to: ['ada@example.com'] })
    expect((await fetch(`${catcher.url}/api/messages/999999`)).status).toBe(404)

    expect((await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' })).status).toBe(204)
    expect(catcher.messages()).toEqual([])
  })

  it('serves an inbox page a person can read, every value escaped', async () => {
    await mailerFor(catcher).sendMail({
      from: 'x@latch.test',
      to: 'ada@example.com',
      subject: 'Code <b>now</b>',
      text: 'Your code is 654321.',
    })
    const response = await fetch(`${catcher.url}/`)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await response.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('ada@example.com')
    expect(page).toContain('Code &lt;b&gt;now&lt;/b&gt;')
    expect(page).toContain('Your code is 654321.')
    expect(page).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/)
  })
})

describe('startMailCatcher limits', () => {
  it('keeps only the last maxMessages mails', async () => {
    const catcher = await startMailCatcher({ maxMessages: 3 })
    try {
      const mailer = mailerFor(catcher)
      for (let index = 1; index <= 5; index++) {
        await mailer.sendMail({ from: 'x@latch.test', to: 'a@latch.test', subject: `m${index}` })
      }
      expect(catcher.messages().map((mail) => mail.subject)).toEqual(['m5', 'm4', 'm3'])
    } finally {
      await catcher.stop()
    }
  })

  it('refuses a mail over maxMessageBytes with SMTP 552 and keeps nothing', async () => {
    const catcher = await startMailCatcher({ maxMessageBytes: 2_000 })
    try {
      const send = mailerFor(catcher).sendMail({
        from: 'x@latch.test',
        to: 'a@latch.test',
        text: 'x'.repeat(10_000),
      })
      await expect(send).rejects.toMatchObject({ responseCode: 552 })
      expect(catcher.messages()).toEqual([])
    } finally {
      await catcher.stop()
    }
  })

  it('stop() frees both ports, rejects pending waits and can be called twice', async () => {
    const catcher = await startMailCatcher()
    const waiting = catcher.waitForMessage({ to: 'a@latch.test', timeoutMs: 10_000 })
    const httpPort = Number(new URL(catcher.url).port)
    await Promise.all([catcher.stop(), catcher.stop()])
    await expect(waiting).rejects.toThrow('The mail catcher stopped')
    expect(await isPortListening(catcher.smtp.port)).toBe(false)
    expect(await isPortListening(httpPort)).toBe(false)
  })

  it('stamps receivedAt from the injected clock', async () => {
    const catcher = await startMailCatcher({ now: () => 1_700_000_000_000 })
    try {
      await mailerFor(catcher).sendMail({ from: 'x@latch.test', to: 'a@latch.test', text: 'x' })
      expect(catcher.messages()[0]?.receivedAt).toBe(1_700_000_000_000)
    } finally {
      await catcher.stop()
    }
  })
})
