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
import { blockedPopups, replayIosPopupRule } from './popupRule'

// Quirk 10: iOS Safari opens a window only from the click's own handler, so a login that awaits
// something (a pairing, a frame's reply) and then opens its window is blocked. Each of Latch's
// windows is tried under the replayed rule. Today's windows are the wallet links (WalletConnect's
// "Open <wallet> web/desktop", the catalogue's wallet pages): anchors whose link is set within the
// click. No login method opens a window from script yet (social login has no UI).

describe('windows under iOS Safari popup rule', () => {
  let demo: Demo
  let browser: Browser
  let page: Page
  /** What the page asked beyond this machine: a wallet's site the opened window went to. */
  let offMachine: string[]

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot('react-default'), port: 0 }),
      launchChromium(),
    ])
    const { context, blocked } = await newLoopbackContext(browser)
    offMachine = blocked
    await context.addInitScript(replayIosPopupRule)
    page = await context.newPage()
    await page.goto(demo.url, { timeout: 90_000 })
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it("opens a relay wallet's web app from the tap, with the pairing link in it", async () => {
    await defaultUi.openCatalogue(page)
    await defaultUi.searchWallets(page, 'coinbase')
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /Coinbase Wallet/ })
      .click()
    const link = page.getByRole('link', { name: 'Open Coinbase Wallet web' })
    await link.waitFor({ timeout: 30_000 })
    await Promise.all([page.context().waitForEvent('page'), link.click()])
    // The new window went to the wallet's web app (refused there: it is not on this machine).
    await expect
      .poll(() => offMachine.find((url) => url.includes('keys.coinbase.com')))
      .toBeTruthy()
    const opened = new URL(offMachine.find((url) => url.includes('keys.coinbase.com')) ?? '')
    expect(opened.origin + opened.pathname).toBe('https://keys.coinbase.com/wc')
    expect(opened.searchParams.get('uri')).toMatch(/^wc:/)
    expect(await blockedPopups(page)).toEqual([])
  })

  it('the replayed rule blocks a window opened after an await, not one opened in the click', async () => {
    await page.evaluate(() => {
      const now = document.createElement('button')
      now.textContent = 'Open now'
      now.onclick = () => void window.open('/opened-in-the-click', '_blank')
      const later = document.createElement('button')
      later.textContent = 'Open after an await'
      later.onclick = async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        window.open('/opened-after-an-await', '_blank')
      }
      document.body.append(now, later)
    })
    await page.keyboard.press('Escape')
    await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Open now' }).click(),
    ])
    await page.getByRole('button', { name: 'Open after an await' }).click()
    await expect.poll(() => blockedPopups(page)).toEqual(['/opened-after-an-await'])
  })
})
