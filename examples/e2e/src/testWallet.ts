import type { Page } from 'playwright-core'

/** Scripts the page's test wallet (installed by the demo as `window.__LATCH_TEST_WALLET__`). */
export const testWallet = {
  rejectNext: (page: Page) =>
    page.evaluate(() => {
      ;(
        window as unknown as { __LATCH_TEST_WALLET__: { wallet: { rejectNext(): void } } }
      ).__LATCH_TEST_WALLET__.wallet.rejectNext()
    }),
  chainId: (page: Page) =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __LATCH_TEST_WALLET__: { wallet: { getState(): { chainId: number } } }
          }
        ).__LATCH_TEST_WALLET__.wallet.getState().chainId,
    ),
}
