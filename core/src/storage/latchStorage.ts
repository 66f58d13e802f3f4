import type { StandardSchemaV1 } from '@standard-schema/spec'
import * as v from 'valibot'
import type { Clock } from '../clock/clock'
import { STORAGE_KEY_PREFIX } from '../constants'
import type { Logger } from '../log/logger'
import { lazySchema } from '../validation/lazySchema'
import { check } from '../validation/parse'
import type { StorageAdapter } from './adapter'
import {
  type CacheName,
  type CacheValue,
  cacheSchemas,
  type StorageKey,
  type StorageSchema,
  type StorageValue,
  storageKeyName,
  storageSchemas,
} from './keys'

export interface Cache<V> {
  /** The value for `id`, or undefined when absent, expired or unreadable. */
  get(id: string): V | undefined
  set(id: string, value: V): void
  remove(id: string): void
  clear(): void
}

/** Typed, validated access to what Latch persists. Never throws: storage is best effort. */
export interface LatchStorage {
  /**
   * Adds `owner`'s keys with their schemas; returns the first key the core or another owner has,
   * with that owner, and adds nothing then.
   */
  declare(
    owner: string,
    schemas: Record<string, StorageSchema>,
  ): { key: string; owner: string } | undefined
  /** The stored value, or undefined when absent, of another shape, or of a key nobody declared. */
  get<K extends StorageKey>(key: K): StorageValue<K> | undefined
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void
  remove(key: StorageKey): void
  cache<N extends CacheName>(name: N): Cache<CacheValue<N>>
}

export interface LatchStorageOptions {
  adapter: StorageAdapter
  clock: Clock
  log: Logger
  prefix?: string
}

const cacheEntries = lazySchema(() =>
  v.record(v.string(), v.object({ storedAt: v.number(), value: v.unknown() })),
)

export function createLatchStorage(options: LatchStorageOptions): LatchStorage {
  const { adapter, clock, log, prefix = STORAGE_KEY_PREFIX } = options

  const readJson = (name: string): unknown => {
    let raw: string | null
    try {
      raw = adapter.getItem(name)
    } catch (error) {
      log.warn(`Storage read of ${name} failed; ignoring it`, error)
      return undefined
    }
    if (raw === null) return undefined
    try {
      return JSON.parse(raw)
    } catch {
      log.warn(`Storage value of ${name} is not JSON; ignoring it`)
      return undefined
    }
  }

  const writeJson = (name: string, value: unknown) => {
    try {
      adapter.setItem(name, JSON.stringify(value))
    } catch (error) {
      // Quota exceeded or storage disabled: the app keeps working, only persistence is lost.
      log.warn(`Storage write of ${name} failed`, error)
    }
  }

  const removeItem = (name: string) => {
    try {
      adapter.removeItem(name)
    } catch (error) {
      log.warn(`Storage removal of ${name} failed`, error)
    }
  }

  // The schema is a `lazySchema`, built only once a value is there: a first visit reads keys that
  // hold nothing, before its first paint.
  const readValid = <S extends StandardSchemaV1>(
    name: string,
    schema: () => S,
  ): StandardSchemaV1.InferOutput<S> | undefined => {
    const value = readJson(name)
    if (value === undefined) return undefined
    const parsed = check(schema(), value)
    if (!parsed.issues) return parsed.value
    log.warn(`Storage value of ${name} has an unexpected shape; ignoring it`)
    return undefined
  }

  const createCache = <N extends CacheName>(cacheName: N): Cache<CacheValue<N>> => {
    const name = storageKeyName(cacheName, prefix)
    const { lifetimeMs, value } = cacheSchemas[cacheName]
    const fresh = (storedAt: number) => clock.now() - storedAt < lifetimeMs
    const readAll = () => readValid(name, cacheEntries) ?? {}
    return {
      get(id) {
        const entry = readAll()[id]
        if (!entry || !fresh(entry.storedAt)) return undefined
        const parsed = check(value(), entry.value)
        if (!parsed.issues) return parsed.value as CacheValue<N>
        log.warn(`Cache entry ${cacheName}/${id} has an unexpected shape; ignoring it`)
        return undefined
      },
      set(id, value) {
        // Expired entries are dropped on each write, so the cache never grows without bound.
        const kept = Object.fromEntries(
          Object.entries(readAll()).filter(([, entry]) => fresh(entry.storedAt)),
        )
        writeJson(name, { ...kept, [id]: { storedAt: clock.now(), value } })
      },
      remove(id) {
        const { [id]: _removed, ...rest } = readAll()
        writeJson(name, rest)
      },
      clear: () => removeItem(name),
    }
  }

  // The plugins' keys (`declare`), per client.
  const declared = new Map<string, { owner: string; schema: StorageSchema }>()
  const schemaOf = (key: string): StorageSchema | undefined =>
    Object.hasOwn(storageSchemas, key)
      ? storageSchemas[key as keyof typeof storageSchemas]
      : declared.get(key)?.schema
  /** A key nobody declared: a plugin's mistake, logged; storage stays best effort. */
  const undeclared = (key: string) => {
    log.warn(`Storage key ${key} is not declared; ignoring it`)
    return undefined
  }

  return {
    declare(owner, schemas) {
      for (const key of Object.keys(schemas)) {
        if (Object.hasOwn(storageSchemas, key)) return { key, owner: 'the core' }
        const taken = declared.get(key)?.owner
        if (taken !== undefined && taken !== owner) return { key, owner: taken }
      }
      for (const [key, schema] of Object.entries(schemas)) declared.set(key, { owner, schema })
      return undefined
    },
    get: (key) => {
      const schema = schemaOf(key)
      if (!schema) return undeclared(key)
      return readValid(storageKeyName(key, prefix), schema) as StorageValue<typeof key> | undefined
    },
    set: (key, value) =>
      schemaOf(key) ? writeJson(storageKeyName(key, prefix), value) : undeclared(key),
    remove: (key) => removeItem(storageKeyName(key, prefix)),
    cache: createCache,
  }
}
