import type { Page } from 'playwright-core'

/** How a user does each step of the journey in one example's UI: found by role and name. */
export interface ExampleModel {
  example: 'react-default' | 'custom-ui'
  /** Opens the wallet picker from the page's Connect button. */
  openWallets(page: Page): Promise<void>
  /** Picks the test wallet in the open picker. */
  pickTestWallet(page: Page): Promise<void>
  /** The connected address as the UI shows it (full or shortened). */
  shownAccount(page: Page): Promise<string>
  switchNetwork(page: Page, name: string): Promise<void>
  disconnect(page: Page): Promise<void>
  /** Searches the catalogue; resolves with the wallet names listed. */
  searchWallets(page: Page, text: string): Promise<string[]>
  /** Wallet names listed in the catalogue before any search (after the first page loads). */
  catalogueNames(page: Page): Promise<string[]>
  /** Scrolls the catalogue to its end once. */
  scrollCatalogue(page: Page): Promise<void>
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
  disconnect: (page) => page.getByRole('button', { name: 'Disconnect' }).click(),
  async searchWallets(page, text) {
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill(text)
    await page.waitForTimeout(400) // the core shows results no sooner than 300 ms
    return page.getByRole('list', { name: 'All wallets' }).getByRole('link').allTextContents()
  },
  catalogueNames: (page) =>
    page.getByRole('list', { name: 'All wallets' }).getByRole('link').allTextContents(),
  async scrollCatalogue(page) {
    await page.getByRole('list', { name: 'All wallets' }).evaluate((list) => {
      list.scrollTop = list.scrollHeight
      list.dispatchEvent(new Event('scroll'))
    })
  },
}
