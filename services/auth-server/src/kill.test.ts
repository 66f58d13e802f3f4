import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { openSqlStore } from '@latch/sql-store'
import { startMailCatcher, startPostgres } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { startAuthServer } from './startAuthServer'
import { FRAME_ORIGIN } from './test/harness'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
const LOGINS = 60
const SECRET = 'a-test-secret-of-at-least-32-characters'

type Mail = Awaited<ReturnType<typeof startMailCatcher>>

/** `latch-auth-server` in a process of its own on `databaseUrl`, its log lines readable. */
async function startCliInstance(databaseUrl: string, mail: Mail) {
  const child = spawn(process.execPath, ['--conditions=@latch/source', '--import', 'tsx', cli], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      SMTP_HOST: mail.smtp.host,
      SMTP_PORT: String(mail.smtp.port),
      MAIL_FROM: 'login@latch.test',
      FRAME_ORIGINS: FRAME_ORIGIN,
      AUTH_SECRET: SECRET,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = once(child, 'exit')
  const lines = createInterface({ input: child.stdout })
  const [first] = (await once(lines, 'line')) as [string]
  const url = first.match(/^Auth server: (http:\/\/127\.0\.0\.1:\d+)$/)?.[1] as string
  return {
    url,
    /** Resolves once the instance logs a line starting with `prefix` (a request answered). */
    logged: (prefix: string) =>
      new Promise<void>((resolve) =>
        lines.on('line', (line) => {
          if (line.startsWith(prefix)) resolve()
        }),
      ),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

const request = (base: string, path: string, body?: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      origin: FRAME_ORIGIN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const codeIn = async (mail: Mail, to: string, subject?: string) =>
  (await mail.waitForMessage({ to, subject, timeoutMs: 20_000 })).text.match(
    /\b(\d{6})\b/,
  )?.[1] as string

/** Every claimed email has its user and every user its claim, read from the database. */
async function claimsAndUsers(databaseUrl: string) {
  const store = await openSqlStore({ databaseUrl })
  try {
    const rows = await store.database.query<{ key: string; value: unknown }>(
      "SELECT key, value FROM latch_records WHERE namespace = 'auth' AND (key LIKE 'user:%' OR key LIKE 'email:%')",
    )
    const claims = new Map<string, unknown>()
    const users = new Map<string, string>()
    for (const { key, value } of rows) {
      if (key.startsWith('email:')) claims.set(key.slice('email:'.length), value)
      else users.set(key.slice('user:'.length), (value as { email: string }).email)
    }
    return { claims, byEmail: new Map([...users].map(([id, email]) => [email, id])) }
  } finally {
    await store.close()
  }
}

describe('kill -9 of an instance in the middle of logins', () => {
  it('loses no committed login and leaves no half-made user', async () => {
    const postgres = await startPostgres()
    const mail = await startMailCatcher()
    const instance = await startCliInstance(postgres.url, mail)
    let next: Awaited<ReturnType<typeof startAuthServer>> | undefined
    try {
      const { url } = instance
      const post = (base: string, path: string, body: unknown) => request(base, path, body)
      const people = Array.from({ length: LOGINS }, (_, index) => ({
        email: `person${index}@example.com`,
        deviceId: `device-person-${index}`,
      }))
      for (const person of people) await post(url, '/v1/email/connect', person)
      const codes = await Promise.all(
        people.map(async ({ email }) => {
          const found = await mail.waitForMessage({ to: email, timeoutMs: 20_000 })
          return found.text.match(/\b(\d{6})\b/)?.[1] as string
        }),
      )
      // Every answer at once; the instance dies as soon as the first login is logged done.
      const firstDone = instance.logged('POST /v1/email/otp 200')
      const answers = people.map(async (person, index) => {
        const response = await post(url, '/v1/email/otp', { ...person, otp: codes[index] })
        return response.status === 200
          ? ((await response.json()) as { sessionToken: string })
          : undefined
      })
      await firstDone
      // Settled before the kill, so the connections it resets are answers, not stray errors.
      const allSettled = Promise.allSettled(answers)
      await instance.kill()
      const settled = await allSettled
      const sessions = settled.flatMap((result) =>
        result.status === 'fulfilled' && result.value ? [result.value.sessionToken] : [],
      )
      expect(sessions.length).toBeGreaterThan(0)

      // Another instance on the same database: every login answered is there.
      next = await startAuthServer({
        smtp: mail.smtp,
        mailFrom: 'login@latch.test',
        frameOrigins: [FRAME_ORIGIN],
        databaseUrl: postgres.url,
        secret: SECRET,
      })
      for (const token of sessions) {
        const me = await fetch(`${next.url}/v1/me`, {
          headers: { authorization: `Bearer ${token}` },
        })
        expect(me.status).toBe(200)
      }
      // No half-made user: every claimed email has its user, every user its claim.
      const { claims, byEmail } = await claimsAndUsers(postgres.url)
      expect(claims.size).toBeGreaterThanOrEqual(sessions.length)
      expect(byEmail).toEqual(claims)
    } finally {
      await instance.kill()
      await next?.stop()
      await mail.stop()
      await postgres.stop()
    }
  }, 180_000)
})

describe('kill -9 of an instance in the middle of email changes', () => {
  it('each change is whole or not made: the user, both claims and the sessions agree', async () => {
    const postgres = await startPostgres()
    const mail = await startMailCatcher()
    const people = Array.from({ length: 20 }, (_, index) => ({
      email: `mover${index}@example.com`,
      newEmail: `moved${index}@example.com`,
      deviceId: `device-mover-${index}`,
    }))
    const instance = await startCliInstance(postgres.url, mail)
    let next: Awaited<ReturnType<typeof startAuthServer>> | undefined
    try {
      const { url } = instance
      // Each logs in and reaches the last step (the new address's code) on the instance.
      const tokens = await Promise.all(
        people.map(async ({ email, deviceId }) => {
          await request(url, '/v1/email/connect', { email, deviceId })
          const otp = await codeIn(mail, email)
          const answer = await request(url, '/v1/email/otp', { email, deviceId, otp })
          return ((await answer.json()) as { sessionToken: string }).sessionToken
        }),
      )
      const secondaries = await Promise.all(
        people.map(async ({ email, newEmail }, index) => {
          await request(url, '/v1/email/update', { newEmail }, tokens[index])
          const primary = await codeIn(mail, email, 'Confirm your email change')
          await request(url, '/v1/email/update/primary', { otp: primary }, tokens[index])
          return codeIn(mail, newEmail)
        }),
      )
      // Every last step at once; the instance dies as soon as the first change is logged done.
      const firstDone = instance.logged('POST /v1/email/update/secondary 200')
      const answers = people.map((_, index) =>
        request(url, '/v1/email/update/secondary', { otp: secondaries[index] }, tokens[index]),
      )
      await firstDone
      // Settled before the kill, so the connections it resets are answers, not stray errors.
      const allSettled = Promise.allSettled(answers)
      await instance.kill()
      const settled = await allSettled
      const answered = settled.flatMap((result, index) =>
        result.status === 'fulfilled' && result.value.status === 200 ? [index] : [],
      )
      expect(answered.length).toBeGreaterThan(0)

      next = await startAuthServer({
        smtp: mail.smtp,
        mailFrom: 'login@latch.test',
        frameOrigins: [FRAME_ORIGIN],
        databaseUrl: postgres.url,
        secret: SECRET,
      })
      const { claims, byEmail } = await claimsAndUsers(postgres.url)
      // No half-changed record: each user has exactly its one claim.
      expect(byEmail).toEqual(claims)
      for (const [index, person] of people.entries()) {
        const me = await request(next.url, '/v1/me', undefined, tokens[index])
        // The session that made the change keeps working, on the address it now has.
        expect(me.status).toBe(200)
        const { user } = (await me.json()) as { user: { email: string } }
        // A change answered 200 is kept; one not answered is whole or not made.
        if (answered.includes(index)) expect(user.email).toBe(person.newEmail)
        else expect([person.email, person.newEmail]).toContain(user.email)
        expect(claims.has(user.email)).toBe(true)
        expect(claims.has(user.email === person.email ? person.newEmail : person.email)).toBe(false)
      }
    } finally {
      await instance.kill()
      await next?.stop()
      await mail.stop()
      await postgres.stop()
    }
  }, 240_000)
})
