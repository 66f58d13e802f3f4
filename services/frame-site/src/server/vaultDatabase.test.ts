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
  it('two sites on one PostgreSQL keep one recovery share per user: a stale version is refused by the other', async () => {
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
    } finally {
      await Promise.all(sites.map((site) => site.stop()))
      await auth.stop()
      await mail.stop()
      await postgres.stop()
    }
  }, 120_000)
})
