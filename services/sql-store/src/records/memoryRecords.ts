import type { Count, RecordField, RecordStore } from './recordStore'

interface Entry {
  /** JSON text: what is read back is a copy, as from a database. */
  json: string
  expiresAt?: number
}

export interface MemoryRecordsOptions {
  /** The clock expiries are read on. `Date.now` by default. */
  now?: () => number
}

/** How many writes between sweeps of expired entries. */
const SWEEP_EVERY = 1_000

/**
 * A `RecordStore` in a Map, gone with the process, for one process (tests, a local stack): every
 * operation is one synchronous step, so as atomic as the SQL ones.
 */
export function createMemoryRecords(options: MemoryRecordsOptions = {}): RecordStore & {
  /** Entries held (expired ones not yet swept included). */
  size(): number
  /** Every live entry: key, JSON text, expiry. */
  entries(): [string, Entry][]
} {
  const now = options.now ?? Date.now
  const map = new Map<string, Entry>()
  let writes = 0
  const live = (entry: Entry | undefined) =>
    entry && (entry.expiresAt === undefined || entry.expiresAt > now()) ? entry : undefined
  const put = (key: string, value: unknown, expiresAt?: number) => {
    map.set(key, {
      json: JSON.stringify(value ?? null),
      ...(expiresAt === undefined ? {} : { expiresAt }),
    })
    if (++writes % SWEEP_EVERY !== 0) return
    for (const [each, entry] of map) if (!live(entry)) map.delete(each)
  }
  const records = {
    // One process, one Map: nothing to roll back to when the process dies (it takes the Map).
    transaction: <T>(work: (records: RecordStore) => Promise<T>): Promise<T> => work(records),
    async get(key: string) {
      const entry = live(map.get(key))
      return entry ? JSON.parse(entry.json) : undefined
    },
    async set(key: string, value: unknown, expiresAt?: number) {
      put(key, value, expiresAt)
    },
    async add(key: string, value: unknown, expiresAt?: number) {
      if (live(map.get(key))) return false
      put(key, value, expiresAt)
      return true
    },
    async delete(key: string) {
      map.delete(key)
    },
    async take(key: string, match: Readonly<Record<string, RecordField>> = {}) {
      const entry = live(map.get(key))
      if (!entry) return undefined
      const value = JSON.parse(entry.json)
      const matches = Object.entries(match).every(
        ([field, expected]) =>
          typeof value === 'object' && value !== null && value[field] === expected,
      )
      if (!matches) return undefined
      map.delete(key)
      return value
    },
    async increment(key: string, expiresAt: number): Promise<Count> {
      const entry = live(map.get(key))
      const current = entry ? JSON.parse(entry.json) : undefined
      if (entry && typeof current === 'number') {
        put(key, current + 1, entry.expiresAt)
        return { count: current + 1, expiresAt: entry.expiresAt ?? Number.POSITIVE_INFINITY }
      }
      put(key, 1, expiresAt)
      return { count: 1, expiresAt }
    },
    size: () => map.size,
    entries: () => [...map].filter(([, entry]) => live(entry)),
  }
  return records
}
