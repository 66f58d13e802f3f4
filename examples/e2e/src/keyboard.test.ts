import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** The accessible name of what has focus (aria-label, else its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? ''
  })

/** Once `name` is on screen, presses Tab until it has focus (at most 15 times). */
async function tabTo(page: Page, name: string | RegExp) {
  await page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }))
    .first()
    .waitFor()
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    const current = await focused(page)
    if (typeof name === 'string' ? current === name : name.test(current)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

describe('keyboard only, in react-default', () => {
  let demo: Demo
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot('react-default'), port: 0 }),
      launchChromium(),
    ])
    page = await (await newLoopbackContext(browser)).context.newPage()
    await page.goto(demo.url)
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it('opens the modal from the keyboard; Escape closes it and focus comes back', async () => {
    await tabTo(page, 'Connect wallet')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor()
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await focused(page)).toBe('Connect wallet')
  })

  it('connects the test wallet without a mouse', async () => {
    await page.keyboard.press('Enter') // focus is still on Connect wallet
    await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor()
    await tabTo(page, 'Latch Test Wallet Installed')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: /, account$/ }).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('keeps Tab inside the open modal', async () => {
    await page.getByRole('button', { name: /, account$/ }).focus()
    await page.keyboard.press('Enter')
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .waitFor()
    const inside = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)
    // Forward past the last control and back past the first: focus wraps, never reaching the page.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key)
        expect(await inside()).toBe(true)
      }
    }
  })

  it('shows an icon button’s name as a tooltip on keyboard focus, on screen', async () => {
    await tabTo(page, 'Close')
    const tooltip = page.getByRole('tooltip', { name: 'Close' })
    await expect.poll(() => tooltip.evaluate((e) => getComputedStyle(e).visibility)).toBe('visible')
    const box = await tooltip.boundingBox()
    const button = await page.getByRole('button', { name: 'Close' }).boundingBox()
    const viewport = page.viewportSize()
    if (!box || !button || !viewport) throw new Error('not laid out')
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    // Above the button, or below it where there is no room above.
    expect(box.y + box.height <= button.y || box.y >= button.y + button.height).toBe(true)
    // Escape takes the tooltip away first, then the dialog.
    await page.keyboard.press('Escape')
    await tooltip.waitFor({ state: 'detached' })
    expect(await page.getByRole('dialog').count()).toBe(1)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })
})
