import type { RecentWallet } from '../connectors/types'
import { RECENT_WALLETS_MAX } from '../constants'

/** Puts `wallet` first and keeps the list to RECENT_WALLETS_MAX (spec §3: 2), without repeats. */
export function addRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}
