import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { type SsrDemo, startSsrDemo } from '@latch-examples/ssr/server'
import { stringifyCookie } from 'cookie'
import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The cookies of a visitor who connected `address` with the test wallet last time. */
const returningVisitor = (address: string) =>
  stringifyCookie({
    '@latch/connector_ids': JSON.stringify({ eip155: 'dev.latch.testwallet' }),
    '@latch/connections': JSON.stringify({
      eip155: [{ connectorId: 'dev.latch.testwallet', accounts: [{ address }] }],
    }),
  })

// The server-rendering example: React's streaming render through Vite's SSR, one Latch client per
// request from its cookies, hydrated in Chromium.
describe('server rendering', () => {
  let demo: SsrDemo
  let browser: Browser
  let page: Page
  const messages: ConsoleMessage[] = []
  const owner = () => demo.stack.accounts[0]?.address as string

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([startSsrDemo(), launchChromium()])
    // The first render compiles the app on the server (Vite, cold in a fresh clone): done here,
    // within the set-up's time, not the first test's.
    await demo.render(undefined)
    page = await (await newLoopbackContext(browser)).context.newPage()
    page.on('console', (message) => messages.push(message))
  })
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  // 60 s: the page's first load has Vite optimise its dependencies (cold in a fresh clone).
  it("a first-time visitor's HTML has Connect wallet; it hydrates without a warning", async () => {
    const html = await demo.render(undefined)
    expect(html).toContain('>Connect wallet<')
    await page.goto(demo.url)
    await page.locator('#root[data-hydrated]').waitFor()
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Latch Test Wallet Installed' })
      .click()
    await expect.poll(() => page.getByRole('button', { name: /, account$/ }).count()).toBe(1)
    expect(problems()).toEqual([])
  }, 60_000)

  it("a returning visitor's first HTML already shows the account; hydration agrees, then the wallet confirms", async () => {
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['@latch/connections', '@latch/connector_ids']),
    )
    const header = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    const html = await demo.render(header)
    expect(html).toContain(`${short(owner())}, account`)
    expect(html).toContain('aria-busy="true"')
    expect(html).not.toContain('>Connect wallet<')

    messages.length = 0
    await page.reload()
    await page.locator('#root[data-hydrated]').waitFor()
    const account = page.getByRole('button', { name: new RegExp(`${short(owner())}, account$`) })
    await expect.poll(() => account.count()).toBe(1)
    // The wallet answered: no longer busy, and the balance joins the button.
    await expect.poll(() => account.getAttribute('aria-busy')).toBeNull()
    expect(problems()).toEqual([])
  })

  it("renders two visitors at once, each with their own account and nothing of the other's", async () => {
    const [first, second] = [owner(), demo.stack.accounts[1]?.address as string]
    const [firstHtml, secondHtml, nobodyHtml] = await Promise.all([
      demo.render(returningVisitor(first)),
      demo.render(returningVisitor(second)),
      demo.render(undefined),
    ])
    expect(firstHtml).toContain(short(first))
    expect(firstHtml).not.toContain(short(second))
    expect(secondHtml).toContain(short(second))
    expect(secondHtml).not.toContain(short(first))
    expect(nobodyHtml).not.toContain(short(first))
    expect(nobodyHtml).not.toContain(short(second))
  })

  it('touches neither window, localStorage nor indexedDB on the server', async () => {
    await demo.render(returningVisitor(owner())) // modules loaded: only rendering is watched
    const touched: string[] = []
    const globals = ['window', 'localStorage', 'indexedDB', 'document'] as const
    for (const name of globals) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
    }
    try {
      await Promise.all([demo.render(returningVisitor(owner())), demo.render(undefined)])
    } finally {
      for (const name of globals) delete (globalThis as Record<string, unknown>)[name]
    }
    expect(touched).toEqual([])
  })

  /** What the page logged that is a problem: errors and warnings (hydration mismatches are). */
  function problems() {
    return messages
      .filter((message) => ['error', 'warning'].includes(message.type()))
      .map((message) => message.text())
  }
})
