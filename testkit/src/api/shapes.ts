import { z } from 'zod'

// The answers' shapes (spec §3 entities, §7 answers), pinned with zod so a change in what the
// server sends fails a test. The core's own response schemas must accept these.

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const caip2 = z.string().regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
const caip10 = z.string().regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/)
const decimalString = z.string().regex(/^\d+(\.\d+)?$/)
const integerString = z.string().regex(/^\d+$/)

export const errorShape = z.object({
  error: z.string(),
  reasons: z.array(z.object({ description: z.string() })).min(1),
})

export const walletShape = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().min(1),
  homepage: z.string().nullable(),
  image_id: z.uuid(),
  order: z.number().int().nonnegative(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  app_store: z.string().nullable(),
  play_store: z.string().nullable(),
  rdns: z.string().nullable(),
  chains: z.array(caip2).min(1),
  badge_type: z.enum(['certified', 'none']),
})

export const getWalletsShape = z.strictObject({
  data: z.array(walletShape),
  count: z.number().int().nonnegative(),
})

export const remoteConfigShape = z.strictObject({
  features: z.array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.unknown() })),
})

export const originsShape = z.strictObject({ allowedOrigins: z.array(z.string()) })
export const analyticsConfigShape = z.strictObject({ isAnalyticsEnabled: z.boolean() })

export const identityShape = z.strictObject({
  name: z.string().nullable(),
  avatar: z.url().nullable(),
})

export const balanceShape = z.strictObject({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string().regex(/^eip155:\d+$/),
  address: caip10.optional(),
  value: z.number().nonnegative(),
  price: z.number().nonnegative(),
  quantity: z.strictObject({ decimals: integerString, numeric: decimalString }),
  iconUrl: z.url(),
})
export const balancesShape = z.strictObject({ balances: z.array(balanceShape) })

/** An NFT as the Data API describes it: in a history transfer's `nft_info`, in the NFTs list. */
export const nftInfoShape = z.strictObject({
  contract_address: evmAddress,
  token_id: integerString,
  name: z.string(),
  collection: z.strictObject({ name: z.string(), symbol: z.string() }),
  content: z.strictObject({ preview: z.strictObject({ url: z.url() }).nullable() }),
  flags: z.strictObject({ is_spam: z.boolean() }),
})

/** A fungible transfer has `fungible_info`, an ERC-721 one `nft_info` (quantity 1, no price). */
export const historyTransferShape = z
  .strictObject({
    fungible_info: z
      .strictObject({
        name: z.string(),
        symbol: z.string(),
        icon: z.strictObject({ url: z.url() }),
      })
      .optional(),
    nft_info: nftInfoShape.optional(),
    direction: z.enum(['in', 'out', 'self']),
    quantity: z.strictObject({ numeric: decimalString }),
    value: z.number().nonnegative(),
    price: z.number().nonnegative(),
  })
  .refine(
    (transfer) => (transfer.fungible_info === undefined) !== (transfer.nft_info === undefined),
    {
      message: 'a transfer has exactly one of fungible_info and nft_info',
    },
  )

export const historyItemShape = z.strictObject({
  id: z.string(),
  metadata: z.strictObject({
    operationType: z.enum(['send', 'receive', 'trade', 'approve', 'deploy', 'execute']),
    hash: z.string().regex(/^0x[0-9a-f]{64}$/),
    minedAt: z.iso.datetime(),
    sentFrom: evmAddress,
    sentTo: z.union([evmAddress, z.literal('')]),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number().int().nonnegative(),
    chain: z.string().regex(/^eip155:\d+$/),
  }),
  transfers: z.array(historyTransferShape),
})
export const historyShape = z.strictObject({
  data: z.array(historyItemShape),
  next: z.string().nullable(),
})

export const accountNftShape = nftInfoShape.extend({
  id: z.string().regex(/^eip155:\d+:0x[0-9a-fA-F]{40}:\d+$/),
  chain: z.string().regex(/^eip155:\d+$/),
})
export const nftsShape = z.strictObject({
  data: z.array(accountNftShape),
  next: z.string().nullable(),
})

// Solana accounts: the same entities, with Solana's ids (base58 addresses and signatures).
const solanaCaip2 = z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)
const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
const solanaSignature = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

export const solanaBalanceShape = balanceShape.extend({
  chainId: solanaCaip2,
  address: z
    .string()
    .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}:[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    .optional(),
})
export const solanaBalancesShape = z.strictObject({ balances: z.array(solanaBalanceShape) })

export const solanaHistoryItemShape = historyItemShape.extend({
  metadata: historyItemShape.shape.metadata.extend({
    hash: solanaSignature,
    sentFrom: solanaAddress,
    sentTo: z.union([solanaAddress, z.literal('')]),
    nonce: z.literal(0),
    chain: solanaCaip2,
  }),
})
export const solanaHistoryShape = z.strictObject({
  data: z.array(solanaHistoryItemShape),
  next: z.string().nullable(),
})

export const fungiblePriceShape = z.strictObject({
  fungibles: z.array(
    z.strictObject({ name: z.string(), symbol: z.string(), iconUrl: z.url(), price: z.number() }),
  ),
})

export const convertTokensShape = z.strictObject({
  tokens: z.array(
    z.strictObject({
      name: z.string(),
      symbol: z.string(),
      address: caip10,
      decimals: z.number().int().positive(),
      logoUri: z.url(),
      eip2612: z.boolean(),
    }),
  ),
})

export const quotesShape = z.strictObject({
  quotes: z.array(
    z.strictObject({
      id: z.null(),
      fromAmount: integerString,
      fromAccount: caip10,
      toAmount: integerString,
      toAccount: caip10,
    }),
  ),
})

export const gasPriceShape = z.strictObject({
  standard: integerString,
  fast: integerString,
  instant: integerString,
})
export const allowanceShape = z.strictObject({ allowance: integerString })

export const buildApproveShape = z.strictObject({
  tx: z.strictObject({
    from: caip10,
    to: caip10,
    data: hex,
    value: integerString,
    eip155: z.strictObject({ gas: z.number().int().positive(), gasPrice: integerString }),
  }),
})

export const buildTransactionShape = z.strictObject({
  tx: z.strictObject({
    from: caip10,
    to: caip10,
    data: hex,
    amount: integerString,
    eip155: z.strictObject({ gas: integerString, gasPrice: integerString }),
  }),
})

const money = z.strictObject({ amount: decimalString, currency: z.string() })

export const onrampOptionsShape = z.strictObject({
  purchaseCurrencies: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.strictObject({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.strictObject({
      id: z.string(),
      payment_method_limits: z.array(
        z.strictObject({ id: z.string(), min: decimalString, max: decimalString }),
      ),
    }),
  ),
})

export const onrampQuoteShape = z.strictObject({
  coinbaseFee: money,
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
  quoteId: z.uuid(),
})

export const onrampUrlShape = z.strictObject({ url: z.url() })

export const supportedChainsShape = z.strictObject({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})

export const nameRecordShape = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]{4,}\.reown\.id$/),
  registered: z.number().int(),
  updated: z.number().int(),
  addresses: z.record(
    integerString,
    z.strictObject({ address: evmAddress, created: integerString }),
  ),
  attributes: z.array(z.record(z.string(), z.string())),
})
export const suggestionsShape = z.strictObject({
  suggestions: z.array(z.strictObject({ name: z.string(), registered: z.boolean() })),
})
