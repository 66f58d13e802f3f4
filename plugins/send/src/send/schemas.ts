import { type CaipAddress, type CaipNetworkId, isCaipAddress, isCaipNetworkId } from '@latch/core'
import { CACHE_LIFETIME_MS } from '@latch/core/constants'
import * as z from 'zod/mini'

const caipNetworkId = z.custom<CaipNetworkId>(isCaipNetworkId, {
  message: 'Expected a CAIP-2 network id',
})

/** A token of the account's balances (the core's `TokenBalance`), as a command gets it. */
export const tokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkId,
  address: z.optional(
    z.custom<CaipAddress>(isCaipAddress, { message: 'Expected a CAIP-10 address' }),
  ),
  value: z.number(),
  price: z.number(),
  iconUrl: z.optional(z.string()),
  quantity: z.object({
    decimals: z.string().check(z.regex(/^\d{1,3}$/)),
    numeric: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  }),
})

export const setTokenParams = z.object({ token: tokenSchema })
export const setAmountParams = z.object({ amount: z.string().check(z.maxLength(100)) })
export const setReceiverParams = z.object({ receiver: z.string().check(z.maxLength(256)) })
export const fetchTokenBalancesParams = z.object({ forceUpdate: z.optional(z.boolean()) })

/**
 * The `apiVersion` the name lookup sends (spec §7: `GET /v1/profile/account/{name}` takes it):
 * version 2 answers with the name's addresses by ENSIP-11 coin type, which `nameRecordAnswer` reads.
 */
export const PROFILE_API_VERSION = '2'

/** Data API `GET /v1/profile/account/{name}`: the name's addresses by ENSIP-11 coin type. */
export const nameRecordAnswer = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
})

/** Data API `GET /v1/identity/{address}`: the address's name and avatar (either may be null). */
export const identityAnswer = z.object({
  name: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
})

/** Spec §9: ENS names and identities are kept 5 minutes. */
export const NAME_CACHE_MS = CACHE_LIFETIME_MS.ensNames
export const IDENTITY_CACHE_MS = CACHE_LIFETIME_MS.identities
