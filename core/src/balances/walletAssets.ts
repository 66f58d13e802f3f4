import * as z from 'zod/mini'
import type { CaipAddress, CaipNetworkId } from '../caip/caip'
import type { TokenBalance } from '../connections/types'
import { formatAmount } from '../validation/amount'
import { withoutZeroDecimalTokens } from './withoutZeroDecimalTokens'

/** A wallet asset (spec §3), as a wallet reports it to `wallet_getAssets` (ERC-7811). */
export const walletAssetSchema = z.object({
  address: z.string(),
  /** Base units, hex. */
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    // What an amount can have (formatAmount's limit): more is a broken answer, not a throw.
    decimals: z.number().check(z.int(), z.nonnegative(), z.lte(255)),
    price: z.number(),
    iconUrl: z.string(),
    value: z.optional(z.number()),
  }),
})
export type WalletAsset = z.output<typeof walletAssetSchema>

/** The answer: assets per chain id (hex, e.g. `0x2105`). */
const walletAssetsAnswerSchema = z.record(
  z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  z.array(walletAssetSchema),
)

/** An EVM network: `eip155:` and a positive decimal chain id (CAIP-2 allows 32 characters). */
const EVM_NETWORK_ID = /^eip155:([1-9][0-9]{0,31})$/

/**
 * The token balances in a wallet's asset answer on one EVM network, whose entry is keyed by the
 * network's chain id in hex (spec §3, §5). The answer is valid only if every entry has a string
 * address and balance, a type of ERC20 or NATIVE and metadata of the right types; an invalid
 * answer, or a network that is not an EVM one, gives `undefined`, so the caller falls back to the
 * Data API rather than showing part of a broken list. Zero-decimal tokens are dropped.
 *
 * @example
 * const balances = tokenBalancesFromWalletAssets(await provider.request({ method: 'wallet_getAssets', params }), 'eip155:1')
 */
export function tokenBalancesFromWalletAssets(
  answer: unknown,
  caipNetworkId: CaipNetworkId,
): TokenBalance[] | undefined {
  // Any other network has no entry to look for: the caller asks the Data API instead.
  const reference = typeof caipNetworkId === 'string' && EVM_NETWORK_ID.exec(caipNetworkId)?.[1]
  if (!reference) return undefined
  const parsed = walletAssetsAnswerSchema.safeParse(answer)
  if (!parsed.success) return undefined
  const chainId = BigInt(reference)
  // Keys and balances are hex by the schema, so `BigInt` cannot throw on them.
  const assets = Object.entries(parsed.data).find(([key]) => BigInt(key) === chainId)?.[1] ?? []
  const balances = assets.map(
    (asset): TokenBalance => ({
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'NATIVE'
        ? {}
        : { address: `${caipNetworkId}:${asset.address}` as CaipAddress }),
      value: asset.metadata.value ?? 0,
      price: asset.metadata.price,
      iconUrl: asset.metadata.iconUrl,
      quantity: {
        decimals: String(asset.metadata.decimals),
        numeric: formatAmount(
          BigInt(asset.balance === '0x' ? 0 : asset.balance),
          asset.metadata.decimals,
          asset.metadata.decimals,
        ),
      },
    }),
  )
  return withoutZeroDecimalTokens(balances)
}
