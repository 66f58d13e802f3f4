import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness } from './startHarness'

// The harness page as the screenshot script drives it: the default UI with the plugins' views,
// every package taken by its name, on the local stack and in Chromium.

let harness: Awaited<ReturnType<typeof startHarness>>
let browser: Browser
let context: BrowserContext
let blocked: string[]

/** A fresh page of the harness, once the client has set its plugins up. */
async function openHarness(query = ''): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${harness.url}?theme=light${query}`)
  await page.waitForFunction(() => window.__latchHarness?.ready)
  return page
}

describe('the harness page', () => {
  beforeAll(async () => {
    ;[harness, browser] = await Promise.all([startHarness(), launchChromium()])
    ;({ context, blocked } = await newLoopbackContext(browser))
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await harness?.stop()
  })

  it("lists the core's views and the plugins' once they are set up", async () => {
    const page = await openHarness()
    const views = await page.evaluate(() => window.__latchHarness.views)
    // The core's own views are in no view set the page passes: they come from the client.
    expect(views).toEqual(expect.arrayContaining(['Connect', 'Account', 'Networks']))
    expect(views).toEqual(expect.arrayContaining(['Send', 'Receive', 'AccountTab:NFTs']))
    await page.close()
  })

  it("shows the WalletConnect stand-in's pairing in the plugin's own view", async () => {
    const page = await openHarness('&walletConnect=1')
    expect(await page.evaluate(() => window.__latchHarness.views)).toEqual(
      expect.arrayContaining(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']),
    )
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).first().click()
    // The modal goes to a view only a plugin declares; the QR comes from @latch/walletconnect/react.
    await dialog.getByRole('img', { name: "Scan with your phone's wallet" }).waitFor()
    expect(await page.evaluate(() => window.__latch.getState().router.history.at(-1)?.view)).toBe(
      'ConnectingWalletConnect',
    )
    await page.close()
  })

  it('reaches nothing beyond the loopback', () => {
    expect(blocked).toEqual([])
  })
})
