import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameSite, startFrameSite } from './server/startFrameSite'
import { startHostPage } from './test/hostServer'

// Who may frame the key page, in Chromium: a project allows only its own app (on 127.0.0.1); a
// page on `http://localhost:<port>`, one of the spec's default dev origins that anyone can serve
// a page on, frames the key page only when the frame site runs in dev mode.
type Browser = Awaited<ReturnType<typeof launchChromium>>
type BrowserContext = Awaited<ReturnType<typeof newLoopbackContext>>['context']
type HostWindow = { latchHost: { heard: { origin: string; type: string }[] } }

let browser: Browser
let context: BrowserContext
let host: Awaited<ReturnType<typeof startHostPage>>
let strict: FrameSite
let dev: FrameSite

beforeAll(async () => {
  host = await startHostPage()
  // The frame page says READY before it asks the auth server or a chain anything: none is needed.
  const common = {
    authUrl: 'http://127.0.0.1:9',
    rpcUrl: 'http://127.0.0.1:9',
    projectAllowedOrigins: [host.origin],
  }
  ;[strict, dev] = await Promise.all([
    startFrameSite(common),
    startFrameSite({ ...common, devOrigins: true }),
  ])
  browser = await launchChromium()
  ;({ context } = await newLoopbackContext(browser))
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await Promise.all([strict?.stop(), dev?.stop(), host?.stop()])
}, 60_000)

/** The same host app, reached as `http://localhost:<port>`: another origin, not the project's. */
const localhostOrigin = () => host.origin.replace('127.0.0.1', 'localhost')

/** Opens `origin`'s host page framing `site`: the frame site's READYs it heard, and the console. */
async function frameFrom(origin: string, site: FrameSite) {
  const page = await context.newPage()
  const console: string[] = []
  page.on('console', (message) => console.push(message.text()))
  const query = new URLSearchParams({ frame: site.url, projectId: 'shop', chainId: 'eip155:1' })
  await page.goto(`${origin}/?${query}`)
  await page.waitForLoadState('load')
  const readies = () =>
    page.evaluate(
      (siteOrigin) =>
        (window as unknown as HostWindow).latchHost.heard.filter(
          (message) => message.origin === siteOrigin && message.type.endsWith('READY'),
        ).length,
      site.origin,
    )
  return { page, console, readies }
}

describe('framing the key page in Chromium', () => {
  it('a page on localhost that the project does not list cannot frame it', async () => {
    const { page, console, readies } = await frameFrom(localhostOrigin(), strict)
    // CSP frame-ancestors blocks the document; give a frame that did load time to say READY.
    await page.waitForTimeout(3_000)
    expect(await readies()).toBe(0)
    await expect
      .poll(() => console.some((line) => line.includes('frame-ancestors')), { timeout: 5_000 })
      .toBe(true)
    await page.close()
  }, 60_000)

  it('the project’s own app frames it', async () => {
    const { page, readies } = await frameFrom(host.origin, strict)
    await expect.poll(readies, { timeout: 15_000 }).toBeGreaterThan(0)
    await page.close()
  }, 60_000)

  it('in dev mode, the localhost page frames it too', async () => {
    const { page, readies } = await frameFrom(localhostOrigin(), dev)
    await expect.poll(readies, { timeout: 15_000 }).toBeGreaterThan(0)
    await page.close()
  }, 60_000)
})
