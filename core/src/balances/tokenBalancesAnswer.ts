import * as z from 'zod/mini'
import { type CaipAddress, type CaipNetworkId, isCaipNetworkId } from '../caip/caip'
import { isCaipAddress } from '../caip/caipAddress'
import type { TokenBalance } from '../connections/types'

const caipNetworkId = z.custom<CaipNetworkId>(isCaipNetworkId, {
  error: 'Invalid CAIP-2 network id',
})
const caipAddress = z.custom<CaipAddress>(isCaipAddress, { error: 'Invalid CAIP-10 address' })
const integerString = z.string().check(z.regex(/^\d+$/))
const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/))

/** One entry of the Data API's balance answer (spec §3 token balance). */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkId,
  address: z.optional(caipAddress),
  value: z.number(),
  price: z.number(),
  iconUrl: z.optional(z.string()),
  quantity: z.object({ decimals: integerString, numeric: decimalString }),
}) satisfies z.ZodMiniType<TokenBalance>

/** `GET /v1/account/{address}/balance` (spec §7). */
export const tokenBalancesAnswerSchema = z.object({ balances: z.array(tokenBalanceSchema) })
