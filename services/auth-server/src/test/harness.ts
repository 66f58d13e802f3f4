import { type MailCatcher, startMailCatcher } from '@latch/testkit'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type AuthServer, type StartAuthServerOptions, startAuthServer } from '../startAuthServer'

export const FRAME_ORIGIN = 'http://frame.test:5173'

/** A clock tests move by hand. */
export function createFakeClock(start = 1_700_000_000_000) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

export type FakeClock = ReturnType<typeof createFakeClock>

export interface Harness {
  auth: AuthServer
  mail: MailCatcher
  clock: FakeClock
  /** A JSON request from the frame origin (`origin: null` for none); answers status and body. */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown
      token?: string
      origin?: string | null
      headers?: Record<string, string>
    },
    // biome-ignore lint/suspicious/noExplicitAny: a test reads any field of an answer and asserts on it
  ): Promise<{ status: number; body: any; headers: Headers }>
  /** The 6-digit code in the next mail to `to`, read as a person would. */
  readCode(to: string): Promise<string>
  /** The device link in the next mail to `to`. */
  readLink(to: string): Promise<string>
  /**
   * What a person does with the link: opens it (GET, the page with a button), then clicks the
   * button (the page's form POST, with the token in the body). Answers the POST's status and page.
   */
  approve(link: string): Promise<{ status: number; page: string }>
  /** Logs in a new or known device: connect, read the code, answer it. */
  // biome-ignore lint/suspicious/noExplicitAny: as for `call`
  login(email: string, deviceId: string): Promise<{ sessionToken: string; user: any }>
}

/**
 * A real auth server on a fake clock, sending to a real mail catcher. Each test file calls it once
 * at the top; the clock moves past the mail cooldown after every test so tests stay independent.
 */
export function useAuthServer(
  options: Partial<StartAuthServerOptions> & { clock?: FakeClock } = {},
): Harness {
  const harness = {} as Harness
  beforeAll(async () => {
    const clock = options.clock ?? createFakeClock()
    const mail = await startMailCatcher()
    const auth = await startAuthServer({
      smtp: mail.smtp,
      mailFrom: 'Latch <login@latch.test>',
      frameOrigins: [FRAME_ORIGIN],
      clock,
      ...options,
    })
    Object.assign(harness, {
      auth,
      mail,
      clock,
      async call(method, path, { body, token, origin = FRAME_ORIGIN, headers: extra } = {}) {
        const headers: Record<string, string> = { ...extra }
        if (body !== undefined) headers['content-type'] = 'application/json'
        if (token) headers.authorization = `Bearer ${token}`
        if (origin !== null) headers.origin = origin
        const response = await fetch(`${auth.url}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
        const text = await response.text()
        const type = response.headers.get('content-type') ?? ''
        return {
          status: response.status,
          body: type.includes('json') ? JSON.parse(text) : text,
          headers: response.headers,
        }
      },
      async readCode(to) {
        const found = await mail.waitForMessage({ to, timeoutMs: 5_000 })
        const code = found.text.match(/\b(\d{6})\b/)?.[1]
        if (!code) throw new Error(`No code in: ${found.text}`)
        return code
      },
      async readLink(to) {
        const found = await mail.waitForMessage({ to, timeoutMs: 5_000 })
        const link = found.text.match(/http:\/\/\S+\/v1\/device\/approve\?token=\S+/)?.[0]
        if (!link) throw new Error(`No link in: ${found.text}`)
        return link
      },
      async approve(link) {
        const opened = await fetch(link)
        const page = await opened.text()
        const action = page.match(/<form method="post" action="([^"]+)"/)?.[1]
        const token = page.match(/<input type="hidden" name="token" value="([^"]+)"/)?.[1]
        if (!action || !token) return { status: opened.status, page }
        const posted = await fetch(new URL(action, link), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }),
        })
        return { status: posted.status, page: await posted.text() }
      },
      async login(email, deviceId) {
        const connect = await harness.call('POST', '/v1/email/connect', {
          body: { email, deviceId },
        })
        if (connect.body.action !== 'VERIFY_OTP') throw new Error(JSON.stringify(connect.body))
        const otp = await harness.readCode(email)
        const answer = await harness.call('POST', '/v1/email/otp', {
          body: { email, deviceId, otp },
        })
        if (answer.status !== 200) throw new Error(JSON.stringify(answer.body))
        return answer.body
      },
    } satisfies Harness)
    // An embedded database (`databaseUrl`) takes seconds to open on a busy machine.
  }, 120_000)
  afterEach(() => {
    harness.clock.advance(60_000)
  })
  afterAll(async () => {
    await harness.auth?.stop()
    await harness.mail?.stop()
  })
  return harness
}
