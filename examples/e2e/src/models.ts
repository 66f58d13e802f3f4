import type { Locator, Page } from 'playwright-core'

/** How a user does each step of the journey in one example's UI: found by role and name. */
export interface ExampleModel {
  example: 'react-default' | 'custom-ui'
  /** Opens the wallet picker from the page's Connect button. */
  openWallets(page: Page): Promise<void>
  /** Picks the test wallet in the open picker. */
  pickTestWallet(page: Page): Promise<void>
  /** Picks WalletConnect in the open picker; resolves once its pairing link can be copied. */
  pickWalletConnect(page: Page): Promise<void>
  /** The connected address as the UI shows it (full or shortened). */
  shownAccount(page: Page): Promise<string>
  switchNetwork(page: Page, name: string): Promise<void>
  /** The name of the active network as the UI shows it ("Latch Local 2"). */
  shownNetwork(page: Page): Promise<string>
  /**
   * Picks a network of a chain family where no wallet is connected; resolves with what the UI
   * shows to ask first (the core's SwitchActiveChain), once it is on screen.
   */
  askFamilySwitch(page: Page, name: string): Promise<Locator>
  /** Confirms that switch; resolves once the wallet picker is shown for the new family. */
  confirmFamilySwitch(page: Page, name: string): Promise<void>
  disconnect(page: Page): Promise<void>
  /** Shows the wallet catalogue (from a closed page). */
  openCatalogue(page: Page): Promise<void>
  /** How many catalogue wallets are loaded (a virtual list says so in aria-setsize). */
  catalogueSize(page: Page): Promise<number>
  /** Scrolls the catalogue to its end once. */
  scrollCatalogue(page: Page): Promise<void>
  /** Searches the catalogue; resolves with the wallet names listed. */
  searchWallets(page: Page, text: string): Promise<string[]>
}

/** The WalletConnect pairing's Copy link (it reads "Copied" for a moment after a copy). */
export const copyLinkButton = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: /^(Copy link|Copied)$/ })

/**
 * The WalletConnect link as a user gets it: Copy link, then the clipboard (the context must grant
 * clipboard-read and clipboard-write). Polls until the link is not `previous` (a new pairing).
 */
export async function copyWalletConnectLink(page: Page, previous?: string): Promise<string> {
  let uri = ''
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    // Cleared first, so a copy that did not happen never reads as the old link.
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await copyLinkButton(page).click()
    uri = await page.evaluate(() => navigator.clipboard.readText())
    if (uri.startsWith('wc:') && uri !== previous) return uri
    await page.waitForTimeout(250)
  }
  throw new Error(`no new WalletConnect link was copied (last: ${uri || 'nothing'})`)
}

export const customUi: ExampleModel = {
  example: 'custom-ui',
  openWallets: (page) => page.getByRole('button', { name: 'Connect wallet' }).click(),
  pickTestWallet: (page) =>
    page
      .getByRole('list', { name: 'Installed wallets' })
      .getByRole('button', { name: 'Latch Test Wallet' })
      .click(),
  shownAccount: async (page) => (await page.getByLabel('Account').textContent()) ?? '',
  switchNetwork: async (page, name) => {
    await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: name })
  },
  shownNetwork: (page) =>
    page
      .getByRole('combobox', { name: 'Network' })
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? ''),
  async askFamilySwitch(page, name) {
    await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: name })
    const prompt = page.getByRole('dialog', { name: `Switch to ${name}` })
    await prompt.waitFor()
    return prompt
  },
  async confirmFamilySwitch(page) {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Switch and connect a wallet' })
      .click()
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
  },
  async pickWalletConnect(page) {
    await page.getByRole('list', { name: 'WalletConnect' }).getByRole('button').click()
    await copyLinkButton(page).waitFor({ timeout: 30_000 })
  },
  disconnect: (page) => page.getByRole('button', { name: 'Disconnect', exact: true }).click(),
  async searchWallets(page, text) {
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill(text)
    await page.waitForTimeout(400) // the core shows results no sooner than 300 ms
    return page.getByRole('list', { name: 'All wallets' }).getByRole('link').allTextContents()
  },
  openCatalogue: (page) => page.getByRole('button', { name: 'Connect wallet' }).click(),
  catalogueSize: (page) =>
    page.getByRole('list', { name: 'All wallets' }).getByRole('link').count(),
  async scrollCatalogue(page) {
    await page.getByRole('list', { name: 'All wallets' }).evaluate((list) => {
      list.scrollTop = list.scrollHeight
      list.dispatchEvent(new Event('scroll'))
    })
  },
}

/** Closes the default UI's modal if it is open (Escape), and waits until it is gone. */
async function closeModal(page: Page) {
  const dialog = page.getByRole('dialog')
  if ((await dialog.count()) === 0) return
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}

/** A network row of the default UI: named "Label", or "Label Active" for the current one. */
const row = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Active)?$`)

export const defaultUi: ExampleModel = {
  example: 'react-default',
  openWallets: (page) => page.getByRole('button', { name: 'Connect wallet' }).click(),
  pickTestWallet: (page) =>
    page.getByRole('dialog').getByRole('button', { name: 'Latch Test Wallet Installed' }).click(),
  async pickWalletConnect(page) {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'WalletConnect', exact: true })
      .click()
    await copyLinkButton(page).waitFor({ timeout: 30_000 })
  },
  shownAccount: async (page) => {
    const button = page.getByRole('button', { name: /, account$/ })
    return (await button.count()) > 0 ? ((await button.getAttribute('aria-label')) ?? '') : ''
  },
  async switchNetwork(page, name) {
    await closeModal(page)
    await page.getByRole('button', { name: /, change network$/ }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: row(name) })
      .click()
    // The core shows SwitchNetwork while the wallet switches, then comes back to the list.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `${name} Active` })
      .waitFor()
    await closeModal(page)
  },
  shownNetwork: async (page) => {
    const button = page.getByRole('button', { name: /, change network$/ })
    const label = (await button.count()) > 0 ? await button.getAttribute('aria-label') : null
    return label?.replace(/, change network$/, '') ?? ''
  },
  async askFamilySwitch(page, name) {
    await closeModal(page)
    await page.getByRole('button', { name: /, change network$/ }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: row(name) })
      .click()
    const prompt = page.getByRole('dialog', { name: 'Switch chain' })
    // The view loads on first use: its content is there once its button is.
    await prompt.getByRole('button', { name: `Switch to ${name}` }).waitFor()
    return prompt
  },
  async confirmFamilySwitch(page, name) {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Switch to ${name}` })
      .click()
    await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor()
  },
  async disconnect(page) {
    await closeModal(page)
    await page.getByRole('button', { name: /, account$/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect', exact: true }).click()
  },
  async openCatalogue(page) {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^All wallets/ })
      .click()
  },
  async catalogueSize(page) {
    const first = page.getByRole('list', { name: 'All wallets' }).getByRole('listitem').first()
    if ((await first.count()) === 0) return 0
    return Number(await first.getAttribute('aria-setsize'))
  },
  async scrollCatalogue(page) {
    await page.getByRole('list', { name: 'All wallets' }).evaluate((list) => {
      const scroller = list.parentElement as HTMLElement
      scroller.scrollTop = scroller.scrollHeight
      scroller.dispatchEvent(new Event('scroll'))
    })
  },
  async searchWallets(page, text) {
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill(text)
    await page.waitForTimeout(400) // the core shows results no sooner than 300 ms
    const results = page.getByRole('list', { name: 'Search results' })
    await results.waitFor()
    return (
      results
        .getByRole('listitem')
        // A row is a link to the wallet's page, or a button that reaches it through the relay
        // protocol when the app has it: its label either way.
        .evaluateAll((items) =>
          items.map((item) => {
            const control = item.querySelector('a, button')
            return control?.getAttribute('aria-label') ?? control?.textContent?.trim() ?? ''
          }),
        )
    )
  },
}
