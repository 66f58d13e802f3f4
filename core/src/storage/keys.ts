import type { StandardSchemaV1 } from '@standard-schema/spec'
import * as v from 'valibot'
import { CACHE_LIFETIME_MS } from '../constants'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

// Each key's schema is built the first time the key is read (`lazySchema`): module evaluation is
// part of the page's first paint, and a start reads only some keys.
const namespace = chainNamespaceParam
const caipNetworkId = () => v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const accountType = () => v.picklist(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])

const storedConnection = () =>
  v.object({
    connectorId: v.string(),
    accounts: v.array(v.object({ address: v.string(), type: v.optional(accountType()) })),
    auth: v.optional(v.object({ name: v.optional(v.string()), username: v.optional(v.string()) })),
  })

const recentWallet = () =>
  v.object({
    id: v.string(),
    name: v.string(),
    imageUrl: v.optional(v.string()),
  })

/**
 * What the core keeps in storage (spec §3): each key, stored under the `@latch/` prefix, with the
 * schema its value must match, built on first use. A value that does not match is treated as absent.
 * A plugin's own keys are declared by the plugin (`ctx.declareStorage`).
 */
export const storageSchemas = {
  walletId: lazySchema(() => v.string()),
  walletName: lazySchema(() => v.string()),
  activeCaipNetworkId: lazySchema(caipNetworkId),
  activeNamespace: lazySchema(namespace),
  connectedNamespaces: lazySchema(() => v.array(namespace())),
  connectorIds: lazySchema(() => v.record(namespace(), v.string())),
  connections: lazySchema(() => v.record(namespace(), v.array(storedConnection()))),
  recentWallets: lazySchema(() => v.array(recentWallet())),
  lastChain: lazySchema(caipNetworkId),
  preferredAccountTypes: lazySchema(() => v.record(namespace(), accountType())),
  smartAccountNetworks: lazySchema(() => v.array(v.number())),
} as const

/** A stored value's schema, built on first use (`lazySchema`). */
export type StorageSchema = () => StandardSchemaV1

type CoreStorageValues = {
  [K in keyof typeof storageSchemas]: StandardSchemaV1.InferOutput<
    ReturnType<(typeof storageSchemas)[K]>
  >
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
    value: lazySchema(() => v.array(v.unknown())),
  },
  nativeBalances: {
    lifetimeMs: CACHE_LIFETIME_MS.nativeBalances,
    value: lazySchema(() => v.object({ balance: v.string(), symbol: v.string() })),
  },
  ensNames: { lifetimeMs: CACHE_LIFETIME_MS.ensNames, value: lazySchema(() => v.unknown()) },
  identities: {
    lifetimeMs: CACHE_LIFETIME_MS.identities,
    value: lazySchema(() =>
      v.object({ name: v.nullable(v.string()), avatar: v.nullable(v.string()) }),
    ),
  },
} as const

export type CacheName = keyof typeof cacheSchemas
export type CacheValue<N extends CacheName> = StandardSchemaV1.InferOutput<
  ReturnType<(typeof cacheSchemas)[N]['value']>
>

/** `walletId` → `@latch/wallet_id`. */
export function storageKeyName(key: StorageKey | CacheName, prefix: string): string {
  return prefix + key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}
