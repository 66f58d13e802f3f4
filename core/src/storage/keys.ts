import * as z from 'zod/mini'
import { CACHE_LIFETIME_MS, CHAIN_NAMESPACES } from '../constants'

// Builders, not schemas: a key's schema is built the first time the key is read
// (`storageSchema`), since module evaluation is part of the page's first paint and a start reads
// only some keys.
const namespace = () => z.enum(CHAIN_NAMESPACES)
const caipNetworkId = () => z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const accountType = () => z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])

const storedConnection = () =>
  z.object({
    connectorId: z.string(),
    accounts: z.array(z.object({ address: z.string(), type: z.optional(accountType()) })),
    auth: z.optional(z.object({ name: z.optional(z.string()), username: z.optional(z.string()) })),
  })

const recentWallet = () =>
  z.object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.optional(z.string()),
  })

/**
 * What Latch keeps in storage (spec §3): each key, stored under the `@latch/` prefix, with the
 * builder of the schema its value must match. A value that does not match is treated as absent.
 */
export const storageSchemas = {
  walletId: () => z.string(),
  walletName: () => z.string(),
  activeCaipNetworkId: caipNetworkId,
  activeNamespace: namespace,
  connectedNamespaces: () => z.array(namespace()),
  connectorIds: () => z.partialRecord(namespace(), z.string()),
  connections: () => z.partialRecord(namespace(), z.array(storedConnection())),
  recentWallets: () => z.array(recentWallet()),
  socialUsername: () => z.string(),
  connectedSocial: () => z.string(),
  emailLogin: () => z.boolean(),
  lastEmailLoginTime: () => z.number(),
  lastChain: caipNetworkId,
  preferredAccountTypes: () => z.partialRecord(namespace(), accountType()),
  smartAccountNetworks: () => z.array(z.number()),
} as const

export type StorageKey = keyof typeof storageSchemas
export type StorageValue<K extends StorageKey> = z.output<ReturnType<(typeof storageSchemas)[K]>>

const built = new Map<StorageKey, z.ZodMiniType>()
/** The schema of `key`'s value, built on first use. */
export function storageSchema<K extends StorageKey>(
  key: K,
): ReturnType<(typeof storageSchemas)[K]> {
  let schema = built.get(key)
  if (!schema) {
    schema = storageSchemas[key]()
    built.set(key, schema)
  }
  return schema as ReturnType<(typeof storageSchemas)[K]>
}

/** Caches with lifetimes (spec §9): entries are kept per id and expire on the injected clock; each value's schema is built when its cache is first made. */
export const cacheSchemas = {
  balances: { lifetimeMs: CACHE_LIFETIME_MS.balances, value: () => z.array(z.unknown()) },
  nativeBalances: {
    lifetimeMs: CACHE_LIFETIME_MS.nativeBalances,
    value: () => z.object({ balance: z.string(), symbol: z.string() }),
  },
  ensNames: { lifetimeMs: CACHE_LIFETIME_MS.ensNames, value: () => z.unknown() },
  identities: {
    lifetimeMs: CACHE_LIFETIME_MS.identities,
    value: () => z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
  },
} as const

export type CacheName = keyof typeof cacheSchemas
export type CacheValue<N extends CacheName> = z.output<
  ReturnType<(typeof cacheSchemas)[N]['value']>
>

/** `walletId` → `@latch/wallet_id`. */
export function storageKeyName(key: StorageKey | CacheName, prefix: string): string {
  return prefix + key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}
