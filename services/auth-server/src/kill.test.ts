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

describe('kill -9 of an instance in the middle of logins', () => {
  it('loses no committed login and leaves no half-made user', async () => {
    const postgres = await startPostgres()
    const mail = await startMailCatcher()
    const secret = 'a-test-secret-of-at-least-32-characters'
    const child = spawn(process.execPath, ['--conditions=@latch/source', '--import', 'tsx', cli], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        SMTP_HOST: mail.smtp.host,
        SMTP_PORT: String(mail.smtp.port),
        MAIL_FROM: 'login@latch.test',
        FRAME_ORIGINS: FRAME_ORIGIN,
        AUTH_SECRET: secret,
        DATABASE_URL: postgres.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = once(child, 'exit')
    let next: Awaited<ReturnType<typeof startAuthServer>> | undefined
    try {
      const lines = createInterface({ input: child.stdout })
      const [first] = (await once(lines, 'line')) as [string]
      const url = first.match(/^Auth server: (http:\/\/127\.0\.0\.1:\d+)$/)?.[1] as string
      const post = (base: string, path: string, body: unknown) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: FRAME_ORIGIN },
          body: JSON.stringify(body),
        })
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
      const firstDone = new Promise<void>((resolve) =>
        lines.on('line', (line) => {
          if (line.startsWith('POST /v1/email/otp 200')) resolve()
        }),
      )
      const answers = people.map(async (person, index) => {
        const response = await post(url, '/v1/email/otp', { ...person, otp: codes[index] })
        return response.status === 200
          ? ((await response.json()) as { sessionToken: string })
          : undefined
      })
      await firstDone
      child.kill('SIGKILL')
      const settled = await Promise.allSettled(answers)
      await exited
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
        secret,
      })
      for (const token of sessions) {
        const me = await fetch(`${next.url}/v1/me`, {
          headers: { authorization: `Bearer ${token}` },
        })
        expect(me.status).toBe(200)
      }
      // No half-made user: every claimed email has its user, every user its claim.
      const store = await openSqlStore({ databaseUrl: postgres.url })
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
        expect(claims.size).toBeGreaterThanOrEqual(sessions.length)
        expect(new Map([...users].map(([id, email]) => [email, id]))).toEqual(claims)
      } finally {
        await store.close()
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await next?.stop()
      await mail.stop()
      await postgres.stop()
    }
  }, 180_000)
})
