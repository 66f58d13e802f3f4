import { startAuthServer } from '@latch/auth-server'
import { startMailCatcher, startPostgres } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { type FrameSite, startFrameSite } from './startFrameSite'

/** A person's session on the real auth server: connect, read the mailed code, answer it. */
async function logIn(authUrl: string, mail: Awaited<ReturnType<typeof startMailCatcher>>) {
  const body = { email: 'rae@example.com', deviceId: 'device-rae-1' }
  const post = (path: string, json: unknown) =>
    fetch(`${authUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    })
  await post('/v1/email/connect', body)
  const found = await mail.waitForMessage({ to: body.email, timeoutMs: 10_000 })
  const otp = found.text.match(/\b(\d{6})\b/)?.[1]
  const answer = (await (await post('/v1/email/otp', { ...body, otp })).json()) as {
    sessionToken: string
  }
  return answer.sessionToken
}

describe('the vault on a database (databaseUrl)', () => {
  it('two sites on one PostgreSQL keep one recovery share per user (a stale version is refused by the other) and one release code (40 wrong answers across both: 5 checked)', async () => {
    const postgres = await startPostgres()
    const mail = await startMailCatcher()
    const auth = await startAuthServer({
      smtp: mail.smtp,
      mailFrom: 'login@latch.test',
      frameOrigins: ['http://127.0.0.1'],
    })
    const sites: FrameSite[] = []
    try {
      const start = () =>
        startFrameSite({
          authUrl: auth.url,
          apiUrl: auth.url,
          rpcUrl: 'http://127.0.0.1:7777',
          databaseUrl: postgres.url,
          smtp: mail.smtp,
          // The same key on both: a code one mails, the other checks.
          vaultSecret: 'a-vault-secret-both-sites-share-0123456789',
          vaultRateLimit: false,
        })
      sites.push(await start(), await start())
      const token = await logIn(auth.url, mail)
      const put = (site: FrameSite, body: unknown) =>
        fetch(`${site.origin}/vault/v1/recovery`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            origin: site.origin,
          },
          body: JSON.stringify(body),
        })
      const [one, two] = sites as [FrameSite, FrameSite]
      expect((await put(one, { share: 'AAAA', version: 2 })).status).toBe(200)
      expect((await put(two, { share: 'BBBB', version: 2 })).status).toBe(409)
      expect((await put(two, { share: 'CCCC', version: 3 })).status).toBe(200)
      expect((await put(one, { share: 'DDDD', version: 3 })).status).toBe(409)

      // The release code: mailed by one site, its answers counted across both.
      const post = (site: FrameSite, path: string, body: unknown) =>
        fetch(`${site.origin}/vault/v1/recovery${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            origin: site.origin,
          },
          body: JSON.stringify(body),
        })
      expect((await post(one, '/code', { purpose: 'recover' })).status).toBe(200)
      // The cooldown is one for both sites.
      expect((await post(two, '/code', { purpose: 'recover' })).status).toBe(429)
      const found = await mail.waitForMessage({ to: 'rae@example.com', timeoutMs: 10_000 })
      const code = found.text.match(/\b(\d{6})\b/)?.[1] as string
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          post(index % 2 ? one : two, '/release', { code: wrong }).then(
            async (response) => ((await response.json()) as { error: { code: string } }).error.code,
          ),
        ),
      )
      expect(answers.filter((each) => each === 'INVALID_CODE')).toHaveLength(5)
      expect(answers.filter((each) => each === 'TOO_MANY_ATTEMPTS')).toHaveLength(35)
    } finally {
      await Promise.all(sites.map((site) => site.stop()))
      await auth.stop()
      await mail.stop()
      await postgres.stop()
    }
  }, 120_000)

  it("two sites on one PostgreSQL share each client's request allowance", async () => {
    const postgres = await startPostgres()
    const mail = await startMailCatcher()
    const auth = await startAuthServer({
      smtp: mail.smtp,
      mailFrom: 'login@latch.test',
      frameOrigins: ['http://127.0.0.1'],
    })
    const sites: FrameSite[] = []
    try {
      const start = () =>
        startFrameSite({
          authUrl: auth.url,
          apiUrl: auth.url,
          rpcUrl: 'http://127.0.0.1:7777',
          databaseUrl: postgres.url,
          vaultRateLimit: { maxRequests: 4 },
        })
      sites.push(await start(), await start())
      const token = await logIn(auth.url, mail)
      const statuses: number[] = []
      for (let index = 0; index < 8; index++) {
        const site = sites[index % 2] as FrameSite
        const response = await fetch(`${site.origin}/vault/v1/recovery`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            origin: site.origin,
          },
          body: JSON.stringify({ share: 'AAAA', version: index + 1 }),
        })
        statuses.push(response.status)
      }
      // Four in the window across both sites (one process each would have let eight through).
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429])
    } finally {
      await Promise.all(sites.map((site) => site.stop()))
      await auth.stop()
      await mail.stop()
      await postgres.stop()
    }
  }, 120_000)
})
