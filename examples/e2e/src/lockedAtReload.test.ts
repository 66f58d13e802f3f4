import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultUi } from './models'
import { callPageWallet } from './pageWallet'

/**
 * Every state the page's account button showed since the page loaded, as "label | busy", recorded
 * by the page itself on each DOM change: a connected button shown for a moment is caught too.
 */
const recordAccountButtons = () => {
  const seen: string[] = []
  ;(window as unknown as { __accountButtons: string[] }).__accountButtons = seen
  new MutationObserver(() => {
    for (const button of document.querySelectorAll('button[aria-label$=", account"]')) {
      const state = `${button.getAttribute('aria-label')} | ${button.getAttribute('aria-busy') ?? 'idle'}`
      if (seen.at(-1) !== state) seen.push(state)
    }
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

describe('no "connected but failing": an EVM wallet locked at reload, in the default UI', () => {
  let demo: Demo
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot('react-default'), port: 0 }),
      launchChromium(),
    ])
    const { context } = await newLoopbackContext(browser)
    await context.addInitScript(recordAccountButtons)
    page = await context.newPage()
    await page.goto(demo.url)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  const owner = () => demo.stack.accounts[0]?.address as string
  const accountButtons = () =>
    page.evaluate(() => (window as unknown as { __accountButtons: string[] }).__accountButtons)
  const wallet = (method: string, ...args: unknown[]) =>
    callPageWallet(page, '__LATCH_TEST_WALLET__', method, ...args)

  it('shows the Connect button, never a connected account, then connects once unlocked', async () => {
    await defaultUi.openWallets(page)
    await defaultUi.pickTestWallet(page)
    await expect
      .poll(() => defaultUi.shownAccount(page), { timeout: 15_000 })
      .toContain(owner().slice(0, 6))

    // The wallet locks while the page is closed: the page hears nothing, the wallet still lists
    // the site as connected (it remembers the permission and the lock across the reload).
    await wallet('lock', { silently: true })
    await page.reload()
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('button', { name: /, account$/ }).count()).toBe(0)
    // At most the returning account as reconnecting (busy), never as connected.
    expect((await accountButtons()).filter((state) => !state.endsWith('| true'))).toEqual([])

    await wallet('unlock')
    await defaultUi.openWallets(page)
    await defaultUi.pickTestWallet(page)
    await expect
      .poll(() => defaultUi.shownAccount(page), { timeout: 15_000 })
      .toContain(owner().slice(0, 6))
    // The recorder does see the account button: connected now, idle.
    await expect.poll(async () => (await accountButtons()).at(-1)).toMatch(/, account \| idle$/)
  }, 120_000)
})
