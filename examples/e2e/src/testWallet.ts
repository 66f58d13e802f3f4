import type { Page } from 'playwright-core'
import { callPageWallet } from './pageWallet'

const call = <T>(page: Page, method: string, ...args: unknown[]) =>
  callPageWallet<T>(page, '__LATCH_TEST_WALLET__', method, ...args)
const state = (page: Page) => call<{ chainId: number; pendingRejections: number }>(page, 'getState')

/** Scripts the page's EVM test wallet (installed by the demo as `window.__LATCH_TEST_WALLET__`). */
export const testWallet = {
  /** The user will reject the next approval, or the next request of `method`. */
  rejectNext: (page: Page, method?: string) =>
    call<void>(page, 'rejectNext', method ? { method } : {}),
  clearRejections: (page: Page) => call<void>(page, 'clearRejections'),
  /** Scripted rejections not used yet: one still there means the wallet never asked. */
  pendingRejections: async (page: Page) => (await state(page)).pendingRejections,
  chainId: async (page: Page) => (await state(page)).chainId,
}
