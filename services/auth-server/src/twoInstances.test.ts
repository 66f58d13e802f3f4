import {
  type LocalPostgres,
  type MailCatcher,
  startMailCatcher,
  startPostgres,
} from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthServer, startAuthServer } from './startAuthServer'
import { createFakeClock, FRAME_ORIGIN } from './test/harness'

/**
 * Two auth server instances behind one load balancer, on one real PostgreSQL server: what one
 * counts, claims or creates, the other sees at once.
 */
describe('two instances on one PostgreSQL', () => {
  const clock = createFakeClock()
  const RATE_LIMIT = 20
  let postgres: LocalPostgres
  let mail: MailCatcher
  let instances: [AuthServer, AuthServer]

  beforeAll(async () => {
    postgres = await startPostgres()
    mail = await startMailCatcher()
    const start = () =>
      startAuthServer({
        smtp: mail.smtp,
        mailFrom: 'Latch <login@latch.test>',
        frameOrigins: [FRAME_ORIGIN],
        clock,
        databaseUrl: postgres.url,
        // The same key on both: a code issued by one is checked by the other.
        secret: 'a-secret-both-instances-share-0123456789',
        // Behind one proxy, which says who called: each test is its own client address.
        trustProxy: true,
        rateLimit: { windowMs: 60_000, maxRequests: RATE_LIMIT },
      })
    instances = [await start(), await start()]
  }, 120_000)
  afterAll(async () => {
    await Promise.all(instances?.map((instance) => instance.stop()) ?? [])
    await mail?.stop()
    await postgres?.stop()
  })

  // biome-ignore lint/suspicious/noExplicitAny: a test reads any field of an answer
  type Answer = { status: number; body: any }
  /** A request to instance `index % 2` from `client`, as the proxy forwards it. */
  const call = async (
    index: number,
    method: string,
    path: string,
    { body, token, client }: { body?: unknown; token?: string; client: string },
  ): Promise<Answer> => {
    const headers: Record<string, string> = { origin: FRAME_ORIGIN, 'x-forwarded-for': client }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${instances[index % 2]!.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: await response.json() }
  }
  const readCode = async (to: string) => {
    const found = await mail.waitForMessage({ to, timeoutMs: 10_000 })
    return found.text.match(/\b(\d{6})\b/)?.[1] as string
  }
  const wrong = (code: string, offset: number) =>
    String((Number(code) + offset) % 1_000_000).padStart(6, '0')

  it('1,000 wrong guesses at once across both for one code: 5 counted as wrong, the rest refused', async () => {
    const email = 'guessed@example.com'
    const deviceId = 'device-guessed-1'
    await call(0, 'POST', '/v1/email/connect', { body: { email, deviceId }, client: '10.0.0.1' })
    const code = await readCode(email)
    // From 1,000 addresses (the rate limit is per address): only the code's count can stop them.
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, index) =>
        call(index, 'POST', '/v1/email/otp', {
          body: { email, deviceId, otp: wrong(code, 1 + index) },
          client: `10.1.${index >> 8}.${index & 255}`,
        }),
      ),
    )
    const codes = answers.map(({ status, body }) => `${status} ${body.error?.code}`)
    expect(codes.filter((each) => each === '400 INVALID_OTP')).toHaveLength(5)
    expect(codes.filter((each) => each === '429 TOO_MANY_ATTEMPTS')).toHaveLength(995)
    // The right code too, now, on either instance.
    for (const index of [0, 1]) {
      expect(
        await call(index, 'POST', '/v1/email/otp', {
          body: { email, deviceId, otp: code },
          client: '10.0.0.1',
        }),
      ).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS' } } })
    }
  }, 120_000)

  it('a code is used once when both instances receive it at the same moment', async () => {
    const email = 'raced@example.com'
    const deviceId = 'device-raced-1'
    await call(1, 'POST', '/v1/email/connect', { body: { email, deviceId }, client: '10.0.0.2' })
    const code = await readCode(email)
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        call(index, 'POST', '/v1/email/otp', {
          body: { email, deviceId, otp: code },
          client: `10.2.0.${index}`,
        }),
      ),
    )
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400, 400, 400])
  }, 60_000)

  it('a session made on one works on the other, and a sign-out on the other ends it on both', async () => {
    const email = 'moved@example.com'
    const deviceId = 'device-moved-1'
    const client = '10.0.0.3'
    await call(0, 'POST', '/v1/email/connect', { body: { email, deviceId }, client })
    const otp = await readCode(email)
    const login = await call(0, 'POST', '/v1/email/otp', { body: { email, deviceId, otp }, client })
    const token = login.body.sessionToken as string
    expect(await call(1, 'GET', '/v1/me', { token, client })).toMatchObject({
      status: 200,
      body: { user: { email } },
    })
    expect((await call(1, 'POST', '/v1/signout', { token, client })).status).toBe(200)
    expect((await call(0, 'GET', '/v1/me', { token, client })).status).toBe(401)
  }, 60_000)

  it('share writes racing on both instances never leave a lower version over a higher one', async () => {
    const email = 'split@example.com'
    const deviceId = 'device-split-1'
    const client = '10.0.0.4'
    await call(0, 'POST', '/v1/email/connect', { body: { email, deviceId }, client })
    const otp = await readCode(email)
    const login = await call(1, 'POST', '/v1/email/otp', { body: { email, deviceId, otp }, client })
    const token = login.body.sessionToken as string
    // Versions 2…31 at once, in a shuffled order, across both.
    const versions = Array.from({ length: 30 }, (_, index) => index + 2).sort(
      (a, b) => ((a * 7919) % 31) - ((b * 7919) % 31),
    )
    const answers = await Promise.all(
      versions.map((version, index) =>
        call(index, 'PUT', '/v1/shares/auth', {
          token,
          body: { share: 'AQID', version },
          client: `10.4.0.${index}`,
        }),
      ),
    )
    const accepted = versions.filter((_, index) => answers[index]!.status === 200)
    expect(accepted.length).toBeGreaterThan(0)
    const kept = await call(0, 'GET', '/v1/shares/auth', { token, client })
    expect(kept.body).toMatchObject({ version: Math.max(...accepted) })
    expect(kept.body.version).toBe(31)
  }, 60_000)

  it('the rate limit holds across both: one address gets maxRequests a window in all', async () => {
    const client = '203.0.113.9'
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMIT * 3 }, (_, index) =>
        call(index, 'GET', '/health', { client }),
      ),
    )
    const statuses = answers.map(({ status }) => status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(RATE_LIMIT * 2)
    clock.advance(60_000)
    expect((await call(1, 'GET', '/health', { client })).status).toBe(200)
  }, 60_000)
})
