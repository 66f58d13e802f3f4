import { formatUnits } from 'viem'
import { iconUrl, type ServerContext } from './context'

/** A token balance (spec §3): `address` is CAIP-10 and absent for the native currency. */
export interface Balance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** A token an account holds, in base units, before pricing. */
export interface HeldToken {
  name: string
  symbol: string
  decimals: number
  raw: bigint
  /** CAIP-10; absent for the native currency. */
  address: string | undefined
}

/**
 * Balances as the Data API answers them, priced in `currency`; like the real API, tokens the
 * account does not hold are left out. EVM and Solana accounts both go through here.
 */
export function heldBalances(
  context: ServerContext,
  chainId: string,
  entries: HeldToken[],
  currency: string,
): Balance[] {
  return entries
    .filter((entry) => entry.raw > 0n)
    .map((entry) => {
      const numeric = formatUnits(entry.raw, entry.decimals)
      const price = context.prices.price(entry.symbol, currency)
      return {
        name: entry.name,
        symbol: entry.symbol,
        chainId,
        ...(entry.address ? { address: entry.address } : {}),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(entry.decimals), numeric },
        iconUrl: iconUrl(context, entry.symbol),
      }
    })
}
