import type { RecentWallet } from '../connectors/types'
import { RECENT_WALLETS_MAX } from '../constants'

/** Puts `wallet` first and keeps the list to RECENT_WALLETS_MAX (spec §3: 2), without repeats. */
export function addRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}

/**
 * A stored list as the state keeps it: newest first, without repeats, at most RECENT_WALLETS_MAX.
 * Storage is outside Latch's control (an older version, another tab, a hand edit) and the list is
 * drawn as-is in the connect list.
 */
export function limitRecentWallets(list: readonly RecentWallet[]): RecentWallet[] {
  const kept: RecentWallet[] = []
  for (const entry of list) {
    if (kept.length === RECENT_WALLETS_MAX) break
    if (!kept.some((wallet) => wallet.id === entry.id)) kept.push(entry)
  }
  return kept
}
