import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_CONFIG_ID } from '../page/config'
import { type FrameSite, startFrameSite } from './startFrameSite'

// A fake auth server (GET /v1/me for two tokens) and Provider API (origins per project, counted).
let fake: Server
let fakeUrl: string
const originRequests: string[] = []
let originsStatus = 200

beforeAll(async () => {
  fake = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    response.setHeader('content-type', 'application/json')
    if (url.pathname === '/v1/me') {
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
})
afterAll(async () => {
  fake.close()
  await once(fake, 'close')
})

let now = 0
async function withSite(run: (site: FrameSite) => Promise<void>) {
  const site = await startFrameSite({
    authUrl: fakeUrl,
    apiUrl: fakeUrl,
    rpcUrl: 'http://127.0.0.1:7777',
    solanaRpcUrls: { 'solana:Dev': 'http://127.0.0.1:8899' },
    now: () => now,
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
      })
      const script = /<script src="([^"]+)"/.exec(html)?.[1] ?? ''
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
      const get = (token: string, headers: Record<string, string> = {}) =>
        fetch(vault, { headers: { authorization: `Bearer ${token}`, ...headers } })

      expect((await get('t1')).status).toBe(404)
      expect((await put('t1', { share: 'AAAA', version: 1 })).status).toBe(200)
      expect(await (await get('t1', { 'sec-fetch-site': 'same-origin' })).json()).toEqual({
        share: 'AAAA',
        version: 1,
      })
      // Another user sees nothing of it; a stale version is refused; a bad token is 401.
      expect((await get('t2')).status).toBe(404)
      expect((await put('t1', { share: 'BBBB', version: 1 })).status).toBe(409)
      expect((await get('nope')).status).toBe(401)
      expect((await fetch(vault)).status).toBe(401)
      expect((await put('t1', { share: 'not base64!', version: 2 })).status).toBe(400)
      // Another origin's page (or a cross-site request) is refused before anything else.
      expect(
        (await put('t1', { share: 'CCCC', version: 2 }, { origin: 'https://evil.example' })).status,
      ).toBe(403)
      expect((await get('t1', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
      const refused = await get('t1', { origin: 'https://evil.example' })
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
      expect(await (await get('t1')).json()).toEqual({ share: 'AAAA', version: 1 })
    })
  })
})
