import type { ChainNamespace } from '../caip/caip'
import { MOBILE_ALWAYS_LISTED_WALLET_RDNS, MOBILE_SOLANA_LISTED_WALLET_RDNS } from '../constants'
import type { CatalogueWallet } from './types'

const alwaysListed: ReadonlySet<string> = new Set(MOBILE_ALWAYS_LISTED_WALLET_RDNS)
const listedOnSolana: ReadonlySet<string> = new Set(MOBILE_SOLANA_LISTED_WALLET_RDNS)

/**
 * Whether a wallet can be listed on a phone (spec §5): it has a mobile link, or it is one of the
 * wallets Latch opens through its own deep links (two always, two more while Solana is active).
 */
export function isListedOnMobile(
  wallet: CatalogueWallet,
  activeNamespace: ChainNamespace | undefined,
): boolean {
  if (wallet.mobile_link) return true
  if (!wallet.rdns) return false
  return (
    alwaysListed.has(wallet.rdns) ||
    (activeNamespace === 'solana' && listedOnSolana.has(wallet.rdns))
  )
}

/**
 * The wallets a phone can open, in their order.
 *
 * @example
 * filterForMobile(wallets, state.networks.activeNamespace)
 */
export function filterForMobile(
  wallets: readonly CatalogueWallet[],
  activeNamespace: ChainNamespace | undefined,
): CatalogueWallet[] {
  return wallets.filter((wallet) => isListedOnMobile(wallet, activeNamespace))
}
