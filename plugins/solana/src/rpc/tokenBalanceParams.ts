import { type CaipNetworkId, isCaipNetworkId, isSolanaAddress } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import * as z from 'zod/mini'

const address = () => z.string().check(z.refine(isSolanaAddress, 'Expected a base58 address'))

const schema = z.object({
  mint: address(),
  address: z.optional(address()),
  caipNetworkId: z.optional(z.custom<CaipNetworkId>(isCaipNetworkId, 'Invalid input')),
})

/** The params of `solana.getTokenBalance`, checked (base58 addresses, a CAIP-2 id). */
export const parseTokenBalanceParams = (command: unknown) =>
  parseOrThrow(schema, command, 'INVALID_INPUT')
