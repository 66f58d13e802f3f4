import * as z from 'zod/mini'
import { CACHE_LIFETIME_MS } from '../constants'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

// Each key's schema is built the first time the key is read (`lazySchema`): module evaluation is
// part of the page's first paint, and a start reads only some keys.
const namespace = chainNamespaceParam
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
 * What the core keeps in storage (spec §3): each key, stored under the `@latch/` prefix, with the
 * schema its value must match, built on first use. A value that does not match is treated as absent.
 * A plugin's own keys are declared by the plugin (`ctx.declareStorage`).
 */
export const storageSchemas = {
  walletId: lazySchema(() => z.string()),
  walletName: lazySchema(() => z.string()),
  activeCaipNetworkId: lazySchema(caipNetworkId),
  activeNamespace: lazySchema(namespace),
  connectedNamespaces: lazySchema(() => z.array(namespace())),
  connectorIds: lazySchema(() => z.partialRecord(namespace(), z.string())),
  connections: lazySchema(() => z.partialRecord(namespace(), z.array(storedConnection()))),
  recentWallets: lazySchema(() => z.array(recentWallet())),
  lastChain: lazySchema(caipNetworkId),
  preferredAccountTypes: lazySchema(() => z.partialRecord(namespace(), accountType())),
  smartAccountNetworks: lazySchema(() => z.array(z.number())),
} as const

/** A stored value's schema, built on first use (`lazySchema`). */
export type StorageSchema = () => z.ZodMiniType

type CoreStorageValues = {
  [K in keyof typeof storageSchemas]: z.output<ReturnType<(typeof storageSchemas)[K]>>
}

/**
 * Every storage key and the type of its value. A plugin adds its own by declaration merging and
 * declares their schemas in its setup (`ctx.declareStorage`):
 *
 * @example
 * const tipStorage = { lastTip: lazySchema(() => z.number()) }
 * type TipStorage = { [K in keyof typeof tipStorage]: z.output<ReturnType<(typeof tipStorage)[K]>> }
 * declare module '@latch/core' {
 *   interface LatchStorageKeys extends TipStorage {}
 * }
 */
export interface LatchStorageKeys extends CoreStorageValues {}

export type StorageKey = keyof LatchStorageKeys
export type StorageValue<K extends StorageKey> = LatchStorageKeys[K]

/** Caches with lifetimes (spec §9): entries are kept per id and expire on the injected clock. */
export const cacheSchemas = {
  balances: {
    lifetimeMs: CACHE_LIFETIME_MS.balances,
    value: lazySchema(() => z.array(z.unknown())),
  },
  nativeBalances: {
    lifetimeMs: CACHE_LIFETIME_MS.nativeBalances,
    value: lazySchema(() => z.object({ balance: z.string(), symbol: z.string() })),
  },
  ensNames: { lifetimeMs: CACHE_LIFETIME_MS.ensNames, value: lazySchema(() => z.unknown()) },
  identities: {
    lifetimeMs: CACHE_LIFETIME_MS.identities,
    value: lazySchema(() =>
      z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
    ),
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
