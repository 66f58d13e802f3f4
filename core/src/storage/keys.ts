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

/**
 * A sign-in session (spec §3), as stored and as the app's server answers it: `@latch/siwx` checks
 * its server's answers with this schema, so a session it takes is one the page keeps.
 */
export const siwxSessionSchema = () =>
  z.object({
    pci: z.string(),
    data: z.object({
      accountAddress: z.string(),
      caipNetworkId: caipNetworkId(),
      domain: z.string(),
      uri: z.string(),
      nonce: z.string(),
      statement: z.optional(z.string()),
      issuedAt: z.optional(z.string()),
      expirationTime: z.optional(z.string()),
      notBefore: z.optional(z.string()),
    }),
    message: z.string(),
    signature: z.string(),
  })

const recentWallet = () =>
  z.object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.optional(z.string()),
  })

/**
 * What Latch keeps in storage (spec §3): each key, stored under the `@latch/` prefix, with the
 * schema its value must match, built on first use. A value that does not match is treated as absent.
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
  socialUsername: lazySchema(() => z.string()),
  connectedSocial: lazySchema(() => z.string()),
  emailLogin: lazySchema(() => z.boolean()),
  /** The embedded wallet's email, stored on login (spec §4). */
  email: lazySchema(() => z.string()),
  lastEmailLoginTime: lazySchema(() => z.number()),
  lastChain: lazySchema(caipNetworkId),
  preferredAccountTypes: lazySchema(() => z.partialRecord(namespace(), accountType())),
  smartAccountNetworks: lazySchema(() => z.array(z.number())),
  /** Sign-in sessions (`@latch/siwx`), per network and address: data, message, signature. */
  siwxSessions: lazySchema(() => z.array(siwxSessionSchema())),
} as const

export type StorageKey = keyof typeof storageSchemas
export type StorageValue<K extends StorageKey> = z.output<ReturnType<(typeof storageSchemas)[K]>>

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
