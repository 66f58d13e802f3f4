import type { CatalogueWallet } from './types'

/**
 * Whether the relay protocol (universal provider) can reach a wallet (spec §5): it needs a mobile,
 * desktop or web link to hand the pairing to.
 */
export function hasUniversalProviderLink(wallet: CatalogueWallet): boolean {
  return Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
}

/**
 * The wallets a relay-protocol connection can open, in their order.
 *
 * @example
 * const reachable = filterForUniversalProvider(latch.getState().wallets.wallets)
 */
export function filterForUniversalProvider(wallets: readonly CatalogueWallet[]): CatalogueWallet[] {
  return wallets.filter(hasUniversalProviderLink)
}
