import type { Page } from 'playwright-core'
import { callPageWallet } from './pageWallet'

const call = <T>(page: Page, method: string, ...args: unknown[]) =>
  callPageWallet<T>(page, '__LATCH_SOLANA_TEST_WALLET__', method, ...args)
const state = (page: Page) =>
  call<{ pendingRejections: number; connected: boolean }>(page, 'getState')

/** Scripts the page's Solana test wallet (the demo's `window.__LATCH_SOLANA_TEST_WALLET__`). */
export const solanaTestWallet = {
  /** The user will reject the next prompt, or the next prompt of `feature` ('standard:connect'…). */
  rejectNext: (page: Page, feature?: string) =>
    call<void>(page, 'rejectNext', feature ? { feature } : {}),
  clearRejections: (page: Page) => call<void>(page, 'clearRejections'),
  /** Scripted rejections not used yet: one still there means the wallet never asked. */
  pendingRejections: async (page: Page) => (await state(page)).pendingRejections,
  /** The app is connected to the wallet (a connect succeeded, no disconnect since). */
  connected: async (page: Page) => (await state(page)).connected,
}
