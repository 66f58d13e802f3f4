import type { Page } from 'playwright-core'

type PageWallets = Record<string, { wallet: Record<string, (...args: unknown[]) => unknown> }>

/**
 * Calls a method of a test wallet the demo installed in the page (`window[global].wallet`), with
 * JSON-safe arguments; resolves with what it returns.
 */
export function callPageWallet<T>(
  page: Page,
  global: '__LATCH_TEST_WALLET__' | '__LATCH_SOLANA_TEST_WALLET__',
  method: string,
  ...args: unknown[]
): Promise<T> {
  return page.evaluate(
    ([name, call, values]) => {
      const { wallet } = (window as unknown as PageWallets)[name] as PageWallets[string]
      return (wallet[call] as (...args: unknown[]) => unknown)(...values)
    },
    [global, method, args] as const,
  ) as Promise<T>
}
