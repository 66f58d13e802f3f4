import * as z from 'zod/mini'

const link = z.optional(z.nullable(z.string()))

/** A catalogue wallet as `GET /getWallets` answers it; fields Latch does not use are dropped. */
export const catalogueWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  rdns: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  homepage: z.optional(z.nullable(z.string())),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  badge_type: z.optional(z.string()),
})

/** Answer of `GET /getWallets`: one page and the total the query matches. */
export const walletsPageSchema = z.object({
  data: z.array(catalogueWalletSchema),
  count: z.number(),
})
