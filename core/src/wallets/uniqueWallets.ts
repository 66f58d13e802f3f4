import type { CatalogueWallet } from './types'

/**
 * `existing` followed by the wallets of `incoming` not already in it (by id) and not in `skipIds`,
 * each id once.
 */
export function appendUniqueWallets(
  existing: readonly CatalogueWallet[],
  incoming: readonly CatalogueWallet[],
  skipIds: ReadonlySet<string> = new Set(),
): CatalogueWallet[] {
  const seen = new Set(existing.map((wallet) => wallet.id))
  const result = [...existing]
  for (const wallet of incoming) {
    if (seen.has(wallet.id) || skipIds.has(wallet.id)) continue
    seen.add(wallet.id)
    result.push(wallet)
  }
  return result
}
