/** The wallet catalogue (spec §5, §9). */

export const IMAGE_PRELOAD_MS = 2_000
export const WALLET_PAGE_SIZE = 40
export const WALLET_RECOMMENDED_COUNT = 4
export const WALLET_SEARCH_PAGE_SIZE = 100
export const WALLET_FEATURED_DEFAULT_COUNT = 4
export const WALLET_IMAGE_PREFETCH_COUNT = 20
export const WALLET_SEARCH_MIN_WAIT_MS = 300
/**
 * Mobile filter exceptions (spec §5: "plus two specific wallets and two Solana wallets when Solana
 * is active"). The spec does not name them; these are the wallets whose apps open through Latch's
 * own deep links (spec §2: Coinbase, Phantom, Solflare) plus Binance's, which AppKit keeps too.
 * They are matched by reverse-DNS id (EIP-6963), which, unlike catalogue ids, is the same in every
 * catalogue.
 */
export const MOBILE_ALWAYS_LISTED_WALLET_RDNS = [
  'com.coinbase.wallet',
  'com.binance.wallet',
] as const
export const MOBILE_SOLANA_LISTED_WALLET_RDNS = ['app.phantom', 'com.solflare'] as const
