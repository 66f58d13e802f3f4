import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type MailCatcher, startMailCatcher } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_CONFIG_ID, type FrameConfig, mayRunUnder } from '../page/config'
import { type FrameSite, startFrameSite } from './startFrameSite'

// A fake auth server (GET /v1/me for two tokens) and Provider API (origins per project, counted).
let fake: Server
let fakeUrl: string
let mail: MailCatcher
const originRequests: string[] = []
let originsStatus = 200
/** How many times the vault asked the fake auth server for a session's user. */
let meCalls = 0

beforeAll(async () => {
  fake = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    response.setHeader('content-type', 'application/json')
    if (url.pathname === '/v1/me') {
      meCalls++
      const user = { 'Bearer t1': 'u1', 'Bearer t2': 'u2' }[request.headers.authorization ?? '']
      response.statusCode = user ? 200 : 401
      response.end(
        JSON.stringify(
          user
            ? { user: { id: user, email: `${user}@x.io` } }
            : { error: { code: 'UNAUTHORIZED', message: 'Invalid session' } },
        ),
      )
      return
    }
    if (url.pathname === '/projects/v1/origins') {
      originRequests.push(url.search)
      response.statusCode = originsStatus
      response.end(
        JSON.stringify({
          allowedOrigins: [`https://${url.searchParams.get('projectId')}.example`],
        }),
      )
      return
    }
    response.statusCode = 404
    response.end('{}')
  })
  fake.listen(0, '127.0.0.1')
  await once(fake, 'listening')
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
  mail = await startMailCatcher()
})
afterAll(async () => {
  fake.close()
  await Promise.all([once(fake, 'close'), mail?.stop()])
})

let now = 0
async function withSite(
  run: (site: FrameSite) => Promise<void>,
  extra: Partial<Parameters<typeof startFrameSite>[0]> = {},
) {
  const site = await startFrameSite({
    authUrl: fakeUrl,
    apiUrl: fakeUrl,
    rpcUrl: 'http://127.0.0.1:7777',
    solanaRpcUrls: { 'solana:Dev': 'http://127.0.0.1:8899' },
    now: () => now,
    ...extra,
  })
  try {
    await run(site)
  } finally {
    await site.stop()
  }
}

describe('startFrameSite', () => {
  it('serves the page with its project’s config and CSP, and the bundled script and CSS', async () => {
    await withSite(async (site) => {
      const response = await fetch(`${site.url}?projectId=shop&chainId=eip155:1`)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'none'; script-src 'self'; style-src 'self'")
      expect(csp).toContain(
        `connect-src ${fakeUrl} http://127.0.0.1:7777 http://127.0.0.1:8899 'self'`,
      )
      expect(csp).toMatch(/frame-ancestors [^;]*https:\/\/shop\.example$/)
      const html = await response.text()
      const json = new RegExp(
        `<script type="application/json" id="${FRAME_CONFIG_ID}">(.*?)</script>`,
      ).exec(html)?.[1]
      expect(JSON.parse(json ?? 'null')).toEqual({
        projectId: 'shop',
        allowedOrigins: ['https://shop.example'],
        authUrl: fakeUrl,
        vaultUrl: site.origin,
        rpcUrl: 'http://127.0.0.1:7777',
        solana: { 'solana:Dev': 'http://127.0.0.1:8899/' },
        // The Data API, for the native token's price beside a fee (here the same fake server).
        apiUrl: fakeUrl,
      })
      const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? ''
      const js = await fetch(new URL(script, site.url))
      expect(js.headers.get('content-type')).toContain('text/javascript')
      expect(js.headers.get('cache-control')).toContain('immutable')
      expect((await js.text()).length).toBe(site.bundle.bytes)
      expect((await fetch(new URL('/frame.css', site.url))).headers.get('content-type')).toContain(
        'text/css',
      )
      expect((await fetch(site.url)).status).toBe(400)
    })
  })

  describe('who may frame the key page', () => {
    /** The page as a browser gets it: its frame-ancestors and the config its own check reads. */
    const served = async (site: FrameSite) => {
      const response = await fetch(`${site.url}?projectId=shop`)
      const csp = response.headers.get('content-security-policy') ?? ''
      const json = new RegExp(
        `<script type="application/json" id="${FRAME_CONFIG_ID}">(.*?)</script>`,
      ).exec(await response.text())?.[1]
      return {
        ancestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1],
        config: JSON.parse(json ?? 'null') as FrameConfig,
      }
    }
    /** The frame's window when a page on `origin` frames it. */
    const framedBy = (origin: string) =>
      ({ parent: {}, location: { ancestorOrigins: [origin] } }) as unknown as Window
    // Anyone can put a page on these: a local page, a stranger's preview deploy or tunnel.
    const strangers = [
      'http://localhost:3000',
      'https://evil.vercel.app',
      'https://evil.pages.dev',
      'https://evil.ngrok-free.app',
    ]

    it('only the project’s own origins, in CSP and in the page’s own check', async () => {
      await withSite(async (site) => {
        const { ancestors, config } = await served(site)
        expect(ancestors).toBe('https://shop.example')
        expect(config.allowedOrigins).toEqual(['https://shop.example'])
        for (const stranger of strangers) {
          expect(mayRunUnder(framedBy(stranger), stranger, config.allowedOrigins)).toBe(false)
        }
        const own = 'https://shop.example'
        expect(mayRunUnder(framedBy(own), own, config.allowedOrigins)).toBe(true)
      })
    })

    it('the spec’s dev origins too, in dev mode only', async () => {
      await withSite(
        async (site) => {
          const { ancestors, config } = await served(site)
          expect(ancestors?.split(' ')).toEqual(
            expect.arrayContaining([
              'http://localhost:*',
              'https://*.vercel.app',
              'https://*.pages.dev',
              'https://*.ngrok-free.app',
              'https://shop.example',
            ]),
          )
          for (const stranger of strangers) {
            expect(mayRunUnder(framedBy(stranger), stranger, config.allowedOrigins)).toBe(true)
          }
        },
        { devOrigins: true },
      )
    })
  })

  it('caches each project’s origins for a minute, asking with projectId, st and sv', async () => {
    originRequests.length = 0
    await withSite(async (site) => {
      now = 0
      await fetch(`${site.url}?projectId=one`)
      await fetch(`${site.url}?projectId=one`)
      await fetch(`${site.url}?projectId=two`)
      expect(originRequests).toEqual([
        '?projectId=one&st=appkit&sv=1.7.10',
        '?projectId=two&st=appkit&sv=1.7.10',
      ])
      now = 61_000
      originsStatus = 503
      // The Provider API fails: the last known list is kept; an unknown project is not served.
      const stale = await fetch(`${site.url}?projectId=one`)
      expect(stale.headers.get('content-security-policy')).toContain('https://one.example')
      expect((await fetch(`${site.url}?projectId=three`)).status).toBe(503)
      originsStatus = 200
    })
  })

  it('keeps the recovery share for the session’s user, same origin only', async () => {
    await withSite(async (site) => {
      const vault = `${site.origin}/vault/v1/recovery`
      const put = (token: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(vault, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            origin: site.origin,
            ...headers,
          },
          body: JSON.stringify(body),
        })

      expect((await put('t1', { share: 'AAAA', version: 1 })).status).toBe(200)
      // A stale version is refused; a bad token is 401; bad input 400.
      expect((await put('t1', { share: 'BBBB', version: 1 })).status).toBe(409)
      expect((await put('nope', { share: 'BBBB', version: 2 })).status).toBe(401)
      expect((await put('t1', { share: 'not base64!', version: 2 })).status).toBe(400)
      expect((await put('t2', { share: 'BBBB', version: 1 })).status).toBe(200)
      // Another origin's page (or a cross-site request) is refused before anything else.
      const evil = await put(
        't1',
        { share: 'CCCC', version: 2 },
        { origin: 'https://evil.example' },
      )
      expect(evil.status).toBe(403)
      expect(evil.headers.get('access-control-allow-origin')).toBeNull()
      expect(
        (await put('t1', { share: 'CCCC', version: 2 }, { 'sec-fetch-site': 'cross-site' })).status,
      ).toBe(403)
      // R is no longer released to a session alone: the old route is gone.
      const old = await fetch(vault, { headers: { authorization: 'Bearer t1' } })
      expect(old.status).toBe(410)
      expect(JSON.stringify(await old.json())).not.toContain('AAAA')
    })
  })

  it('refuses a client’s junk past 30 a minute without asking the auth server; others go on', async () => {
    now = 6_000_000
    await withSite(
      async (site) => {
        const put = async (forwardedFor: string, token: string) => {
          const response = await fetch(`${site.origin}/vault/v1/recovery`, {
            method: 'PUT',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              origin: site.origin,
              // Behind one proxy: the last entry is the one it added; the rest the client wrote.
              'x-forwarded-for': forwardedFor,
            },
            body: JSON.stringify({ share: 'AAAA', version: 1 }),
          })
          await response.text()
          return response
        }
        meCalls = 0
        const statuses: number[] = []
        let retryAfter: string | null = null
        // 1,000 junk requests from one client, which varies the entries it writes itself.
        for (let batch = 0; batch < 20; batch++) {
          const answers = await Promise.all(
            Array.from({ length: 50 }, (_, i) =>
              put(`6.6.${batch}.${i}, 203.0.113.7`, `junk-${batch}-${i}`),
            ),
          )
          statuses.push(...answers.map((answer) => answer.status))
          retryAfter = answers.at(-1)?.headers.get('retry-after') ?? null
        }
        expect(statuses.filter((status) => status === 401)).toHaveLength(30)
        expect(statuses.filter((status) => status === 429)).toHaveLength(970)
        expect(retryAfter).toBe('60')
        // Only the 30 counted ones reached the auth server.
        expect(meCalls).toBe(30)
        // Another user, from another address, stores its share meanwhile.
        expect((await put('198.51.100.2', 't1')).status).toBe(200)
        // The window ends: the first client is heard again.
        now += 60_000
        expect((await put('203.0.113.7', 't2')).status).toBe(200)
      },
      { trustProxy: 1 },
    )
  })

  it('counts only what would reach the auth server: another site’s page cannot spend a user’s allowance', async () => {
    now = 6_500_000
    await withSite(async (site) => {
      const vault = `${site.origin}/vault/v1/recovery`
      // A page on another origin, open in the user's browser (the same address), sends what a
      // browser lets it: its own Origin, and no bearer token of the frame's.
      for (let i = 0; i < 100; i++) {
        const headers = { origin: 'https://evil.example', 'content-type': 'application/json' }
        const posted = await fetch(`${vault}/code`, { method: 'POST', headers, body: '{}' })
        expect(posted.status).toBe(403)
        expect((await fetch(`${vault}/code`, { method: 'POST' })).status).toBe(401)
      }
      const own = await fetch(vault, {
        method: 'PUT',
        headers: {
          authorization: 'Bearer t1',
          'content-type': 'application/json',
          origin: site.origin,
        },
        body: JSON.stringify({ share: 'AAAA', version: 1 }),
      })
      expect(own.status).toBe(200)
    })
  })

  describe('releasing R: the vault’s own mailed code', () => {
    const SHARE = 'c2VjcmV0LXJlY292ZXJ5LXNoYXJl'
    const post = (site: FrameSite, path: string, token: string, body?: unknown, headers = {}) =>
      fetch(`${site.origin}/vault/v1/recovery${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          origin: site.origin,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const store = (site: FrameSite, token: string, share = SHARE) =>
      fetch(`${site.origin}/vault/v1/recovery`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          origin: site.origin,
        },
        body: JSON.stringify({ share, version: 1 }),
      })
    const askCode = (site: FrameSite, token: string) => post(site, '/code', token)
    const release = (site: FrameSite, token: string, code: string) =>
      post(site, '/release', token, { code })
    const mailedCode = async (to: string) => {
      const caught = await mail.waitForMessage({ to, timeoutMs: 10_000 })
      const code = /\b\d{6}\b/.exec(caught.text)?.[0]
      expect(code).toBeDefined()
      return { code: code as string, caught }
    }
    const errorOf = async (response: Response) =>
      ((await response.json()) as { error: { code: string; message: string } }).error
    const smtp = () => ({ smtp: mail.smtp, mailFrom: 'Vault <vault@frame.test>' })

    it('mails a code to the session’s email (never the share), then releases R once for it', async () => {
      mail.clear()
      now = 1_000_000
      await withSite(async (site) => {
        // No share kept: nothing to release, no mail.
        const none = await askCode(site, 't1')
        expect(none.status).toBe(404)
        expect(mail.messages()).toEqual([])
        expect((await store(site, 't1')).status).toBe(200)

        const sent = await askCode(site, 't1')
        expect(sent.status).toBe(200)
        expect(sent.headers.get('cache-control')).toBe('no-store')
        expect(await sent.json()).toEqual({
          email: 'u1@x.io',
          expiresInSeconds: 600,
          resendInSeconds: 30,
        })
        const { code, caught } = await mailedCode('u1@x.io')
        expect(caught.subject).toBe('Confirm this device')
        expect(caught.from).toBe('vault@frame.test')
        expect(caught.text).toContain('new device')
        expect(caught.text).not.toContain(SHARE)
        expect(caught.html ?? '').not.toContain(SHARE)

        const released = await release(site, 't1', code)
        expect(released.status).toBe(200)
        expect(released.headers.get('cache-control')).toBe('no-store')
        expect(await released.json()).toEqual({ share: SHARE, version: 1 })
        // Single use.
        const again = await release(site, 't1', code)
        expect([again.status, (await errorOf(again)).code]).toEqual([400, 'INVALID_CODE'])
        // A session alone (no code, a malformed code, a bad token) gets nothing.
        expect((await post(site, '/release', 't1', {})).status).toBe(400)
        expect((await release(site, 't1', '12345')).status).toBe(400)
        expect((await release(site, 'nope', code)).status).toBe(401)
        expect((await askCode(site, 'nope')).status).toBe(401)
      }, smtp())
    })

    it('words a code asked for the export as such; it replaces any code mailed before', async () => {
      mail.clear()
      now = 1_500_000
      await withSite(async (site) => {
        await store(site, 't1')
        expect((await askCode(site, 't1')).status).toBe(200)
        const { code: earlier } = await mailedCode('u1@x.io')
        mail.clear()
        now += 30_000
        const sent = await post(site, '/code', 't1', { purpose: 'export' })
        expect(sent.status).toBe(200)
        const { code, caught } = await mailedCode('u1@x.io')
        expect(caught.subject).toBe('Show your recovery phrase')
        expect(caught.text).toContain('asked to see your wallet')
        expect(caught.text).not.toContain('new device')
        expect(caught.text).not.toContain(SHARE)
        // The code mailed before no longer works: only the export's own does.
        if (earlier !== code) {
          const old = await release(site, 't1', earlier)
          expect([old.status, (await errorOf(old)).code]).toEqual([400, 'INVALID_CODE'])
        }
        expect(await (await release(site, 't1', code)).json()).toEqual({ share: SHARE, version: 1 })
        // Nothing else is a purpose.
        expect((await post(site, '/code', 't1', { purpose: 'share' })).status).toBe(400)
      }, smtp())
    })

    it('holds a code to the user it was sent for', async () => {
      mail.clear()
      now = 2_000_000
      await withSite(async (site) => {
        await store(site, 't1')
        await store(site, 't2', 'b3RoZXItc2hhcmU=')
        expect((await askCode(site, 't1')).status).toBe(200)
        const { code } = await mailedCode('u1@x.io')
        // u2 has no code of its own: u1's is not valid for u2, and u2's share stays put.
        const stolen = await release(site, 't2', code)
        expect([stolen.status, (await errorOf(stolen)).code]).toEqual([400, 'INVALID_CODE'])
        expect((await askCode(site, 't2')).status).toBe(200)
        const { code: own } = await mailedCode('u2@x.io')
        if (own !== code) expect((await release(site, 't2', code)).status).toBe(400)
        expect(await (await release(site, 't2', own)).json()).toEqual({
          share: 'b3RoZXItc2hhcmU=',
          version: 1,
        })
        expect(await (await release(site, 't1', code)).json()).toEqual({ share: SHARE, version: 1 })
      }, smtp())
    })

    it('mails the address R was stored under, whatever email the auth server names later', async () => {
      mail.clear()
      now = 2_500_000
      await withSite(
        async (site) => {
          await store(site, 't1')
          // The auth server (compromised, say) now names another address for the same user.
          const sent = await askCode(site, 't3')
          expect(await sent.json()).toMatchObject({ email: 'u1@x.io' })
          const { code } = await mailedCode('u1@x.io')
          expect(mail.messages({ to: 'attacker@evil.example' })).toEqual([])
          expect((await release(site, 't3', code)).status).toBe(200)
        },
        {
          ...smtp(),
          // t1 and t3 are the same user; t3's /v1/me says another email.
          fetch: async (input, init) => {
            const auth = new Headers(init?.headers).get('authorization')
            if (String(input).endsWith('/v1/me') && auth === 'Bearer t3') {
              return Response.json({ user: { id: 'u1', email: 'attacker@evil.example' } })
            }
            return fetch(input, init)
          },
        },
      )
    })

    it('expires a code after 10 minutes; one new code per 30 s (0, 29, 30 s)', async () => {
      mail.clear()
      now = 3_000_000
      await withSite(async (site) => {
        await store(site, 't1')
        expect((await askCode(site, 't1')).status).toBe(200)
        const { code: first } = await mailedCode('u1@x.io')
        const atOnce = await askCode(site, 't1')
        expect(atOnce.status).toBe(429)
        expect(atOnce.headers.get('retry-after')).toBe('30')
        expect(await errorOf(atOnce)).toEqual({
          code: 'COOLDOWN',
          message: 'Please try again after 30 seconds',
        })
        now += 29_000
        expect((await errorOf(await askCode(site, 't1'))).message).toBe(
          'Please try again after 1 seconds',
        )
        expect(mail.messages({ to: 'u1@x.io' })).toHaveLength(1)
        now += 1_000
        expect((await askCode(site, 't1')).status).toBe(200)
        const { code: second } = await mailedCode('u1@x.io')
        // The new code replaced the first.
        if (second !== first) expect((await release(site, 't1', first)).status).toBe(400)
        now += 10 * 60_000
        const late = await release(site, 't1', second)
        expect([late.status, (await errorOf(late)).code]).toEqual([400, 'CODE_EXPIRED'])
        // Just before the ten minutes, it works.
        expect((await askCode(site, 't1')).status).toBe(200)
        const { code: third } = await mailedCode('u1@x.io')
        now += 10 * 60_000 - 1
        expect((await release(site, 't1', third)).status).toBe(200)
      }, smtp())
    })

    it('refuses every answer after 5 wrong ones, until a new code', async () => {
      mail.clear()
      now = 4_000_000
      await withSite(async (site) => {
        await store(site, 't1')
        await askCode(site, 't1')
        const { code } = await mailedCode('u1@x.io')
        const wrong = code === '000000' ? '111111' : '000000'
        for (let attempt = 0; attempt < 5; attempt++) {
          const refused = await release(site, 't1', wrong)
          expect([refused.status, (await errorOf(refused)).code]).toEqual([400, 'INVALID_CODE'])
        }
        const locked = await release(site, 't1', code)
        expect([locked.status, (await errorOf(locked)).code]).toEqual([429, 'TOO_MANY_ATTEMPTS'])
        now += 30_000
        await askCode(site, 't1')
        const { code: fresh } = await mailedCode('u1@x.io')
        expect((await release(site, 't1', fresh)).status).toBe(200)
      }, smtp())
    })

    it('answers its own page only, with no CORS; without SMTP it cannot send (503)', async () => {
      mail.clear()
      await withSite(async (site) => {
        await store(site, 't1')
        for (const headers of [
          { origin: 'https://evil.example' },
          { 'sec-fetch-site': 'cross-site' },
        ]) {
          for (const path of ['/code', '/release']) {
            const refused = await post(site, path, 't1', { code: '123456' }, headers)
            expect(refused.status).toBe(403)
            expect(refused.headers.get('access-control-allow-origin')).toBeNull()
          }
        }
        const preflight = await fetch(`${site.origin}/vault/v1/recovery/release`, {
          method: 'OPTIONS',
          headers: {
            origin: 'https://evil.example',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        })
        expect(preflight.ok).toBe(false)
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
        expect(preflight.headers.get('access-control-allow-headers')).toBeNull()
        expect((await post(site, '/other', 't1')).status).toBe(404)
        expect(mail.messages()).toEqual([])
      }, smtp())
      await withSite(async (site) => {
        await store(site, 't1')
        const noMail = await askCode(site, 't1')
        expect([noMail.status, (await errorOf(noMail)).code]).toEqual([503, 'MAIL_UNAVAILABLE'])
      })
    })

    it('forgets a code whose mail failed (no cooldown left), and says so', async () => {
      now = 5_000_000
      const errors: string[] = []
      await withSite(
        async (site) => {
          await store(site, 't1')
          const failed = await askCode(site, 't1')
          expect([failed.status, (await errorOf(failed)).code]).toEqual([502, 'MAIL_FAILED'])
          expect(errors.join('\n')).toContain('vault mail failed')
          expect((await release(site, 't1', '123456')).status).toBe(400)
        },
        {
          smtp: { host: '127.0.0.1', port: 1 },
          logger: { info: () => {}, error: (line) => errors.push(line) },
        },
      )
    })

    // M7: a session asking for codes in a loop, waiting exactly what Retry-After says each time,
    // gets 10 codes a day (50 guesses at 5 a code: at most 0.005 %), not 2,880 (~1.4 %).
    it('a session asking codes in a loop for 24 hours is mailed 10, told each wait (Retry-After, resendInSeconds)', async () => {
      mail.clear()
      now = 6_000_000
      await withSite(async (site) => {
        await store(site, 't2')
        const waits: number[] = []
        const told: number[] = []
        let granted = 0
        // Stops past 10 codes, so that without the cap it fails fast rather than times out.
        for (let elapsed = 0; elapsed < 24 * 3_600_000 && granted <= 10; ) {
          const asked = await askCode(site, 't2')
          if (asked.status === 200) {
            granted++
            told.push(((await asked.json()) as { resendInSeconds: number }).resendInSeconds)
            continue
          }
          expect([asked.status, (await errorOf(asked)).code]).toEqual([429, 'COOLDOWN'])
          const wait = Number(asked.headers.get('retry-after')) * 1000
          waits.push(wait / 1000)
          now += wait
          elapsed += wait
        }
        expect(granted).toBe(10)
        expect(waits.slice(0, 9)).toEqual([30, 30, 60, 120, 240, 480, 960, 1920, 3840])
        // Each code's reply told the same wait before the next (the frame's Resend timer).
        expect(told).toEqual(waits)
        await expect.poll(() => mail.messages({ to: 'u2@x.io' }).length).toBe(10)
      }, smtp())
    })
  })
})
