import * as z from 'zod/mini'

// The Data API's answers, checked before anything reads them. Only the fields the activity uses
// are required; others the real service adds are ignored.

const direction = z.enum(['in', 'out', 'self'])

const nftFields = {
  name: z.optional(z.string()),
  token_id: z.optional(z.string()),
  contract_address: z.optional(z.string()),
  collection: z.optional(z.object({ name: z.optional(z.string()) })),
  content: z.optional(
    z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.string() }))) })),
  ),
  flags: z.optional(z.object({ is_spam: z.optional(z.boolean()) })),
}
const nftInfo = z.object(nftFields)

const transfer = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.nullable(z.object({ url: z.string() }))),
    }),
  ),
  nft_info: z.optional(nftInfo),
  direction,
  quantity: z.object({ numeric: z.string() }),
})

export const historyItemSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.optional(z.string()),
    sentTo: z.optional(z.string()),
    status: z.optional(z.string()),
    chain: z.string(),
  }),
  transfers: z.array(transfer),
})

/** `GET /v1/account/{account}/history` (spec §7: data, next). */
export const historyPageSchema = z.object({
  data: z.array(historyItemSchema),
  next: z.optional(z.nullable(z.string())),
})

/** Our Data API extension: `GET /v1/account/{account}/nfts`. */
export const nftsPageSchema = z.object({
  data: z.array(
    z.object({
      ...nftFields,
      id: z.string(),
      chain: z.string(),
      contract_address: z.string(),
      token_id: z.string(),
    }),
  ),
  next: z.optional(z.nullable(z.string())),
})

export type HistoryItem = z.output<typeof historyItemSchema>
export type HistoryPage = z.output<typeof historyPageSchema>
export type NftsPage = z.output<typeof nftsPageSchema>
