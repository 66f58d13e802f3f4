import { startAuthServer } from '@latch/auth-server'
import { type MailCatcher, startMailCatcher, startPostgres } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { logIn, putRecoveryShare } from '../test/vaultClient'
import { type FrameSite, type StartFrameSiteOptions, startFrameSite } from './startFrameSite'

/**
 * Two frame sites on one real PostgreSQL, beside a real auth server and mail catcher, for `run`
 * (with the person's session token); everything stopped afterwards.
 */
async function withTwoSites(
  siteOptions: (mail: MailCatcher) => Partial<StartFrameSiteOptions>,
  run: (sites: [FrameSite, FrameSite], token: string, mail: MailCatcher) => Promise<void>,
) {
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
        ...siteOptions(mail),
      })
    sites.push(await start(), await start())
    await run(sites as [FrameSite, FrameSite], await logIn(auth.url, mail), mail)
  } finally {
    await Promise.all(sites.map((site) => site.stop()))
    await auth.stop()
    await mail.stop()
    await postgres.stop()
  }
}

describe('the vault on a database (databaseUrl)', () => {
  it('two sites on one PostgreSQL keep one recovery share per user (a stale version is refused by the other) and one release code (40 wrong answers across both: 5 checked)', async () => {
    const options = (mail: MailCatcher) => ({
      smtp: mail.smtp,
      // The same key on both: a code one mails, the other checks.
      vaultSecret: 'a-vault-secret-both-sites-share-0123456789',
      vaultRateLimit: false as const,
    })
    await withTwoSites(options, async ([one, two], token, mail) => {
      const put = (site: FrameSite, body: unknown) => putRecoveryShare(site.origin, token, body)
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
    })
  }, 120_000)

  it("two sites on one PostgreSQL share each client's request allowance", async () => {
    await withTwoSites(
      () => ({ vaultRateLimit: { maxRequests: 4 } }),
      async (sites, token) => {
        const statuses: number[] = []
        for (let index = 0; index < 8; index++) {
          const site = sites[index % 2] as FrameSite
          const response = await putRecoveryShare(site.origin, token, {
            share: 'AAAA',
            version: index + 1,
          })
          statuses.push(response.status)
        }
        // Four in the window across both sites (one process each would have let eight through).
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429])
      },
    )
  }, 120_000)
})
