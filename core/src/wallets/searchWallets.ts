import type { CatalogueWallet } from './types'

/** Search text as the catalogue compares it: trimmed (spec §5), case ignored. */
export function normaliseSearchText(text: string): string {
  return text.trim().toLowerCase()
}

/**
 * Client-side search of wallets already loaded: those whose name contains the text (trimmed, case
 * ignored), in their order. Empty text matches nothing, as an empty search shows no results.
 *
 * @example
 * searchWallets(state.wallets.wallets, ' rain ') // [Rainbow, …]
 */
export function searchWallets(
  wallets: readonly CatalogueWallet[],
  text: string,
): CatalogueWallet[] {
  const needle = normaliseSearchText(text)
  if (needle === '') return []
  return wallets.filter((wallet) => wallet.name.toLowerCase().includes(needle))
}
