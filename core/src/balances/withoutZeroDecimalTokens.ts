import type { TokenBalance } from '../connections/types'

/**
 * The balances worth listing: a token reported with zero decimals is dropped (spec §5), since its
 * metadata is unreliable (spam or an unindexed contract) and its quantity cannot be shown.
 */
export function withoutZeroDecimalTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}
