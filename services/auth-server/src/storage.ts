import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Where the auth server keeps its records: a small key-value interface so a deployer can put it on
 * any database (a table of `key`, `value` (JSON) and `expires_at`; Redis with `SET NX PX`).
 *
 * Values are plain JSON. `expiresAt` (milliseconds since the epoch, on the server's clock) is a
 * hint that the record may be dropped after that time: the server checks every expiry itself, so
 * a store that never drops anything is still correct, only larger.
 */
export interface AuthStorage {
  /** The value, or undefined when absent (or past its `expiresAt`). */
  get(key: string): Promise<unknown>
  set(key: string, value: unknown, expiresAt?: number): Promise<void>
  /**
   * Stores only when the key is absent (or past its `expiresAt`) and answers whether it did: the
   * one atomic operation the server needs (an email belongs to one user).
   */
  add(key: string, value: unknown, expiresAt?: number): Promise<boolean>
  delete(key: string): Promise<void>
}

export interface MemoryStorageOptions {
  /** The clock expiries are read on: give it the server's clock. `Date.now` by default. */
  now?: () => number
}

interface Entry {
  /** JSON text: what is read back is a copy, as from a database. */
  json: string
  expiresAt?: number
}

/** How many writes between sweeps of expired entries. */
const SWEEP_EVERY = 1_000

/** The default store: a Map, gone when the process ends. */
export function createMemoryStorage(options: MemoryStorageOptions = {}): AuthStorage & {
  /** Entries held (expired ones not yet swept included): for tests. */
  size(): number
  /** Every live entry, for the file store. */
  entries(): [string, Entry][]
  load(entries: [string, Entry][]): void
} {
  const now = options.now ?? Date.now
  const map = new Map<string, Entry>()
  let writes = 0
  const live = (entry: Entry | undefined) =>
    entry && (entry.expiresAt === undefined || entry.expiresAt > now()) ? entry : undefined
  const sweep = () => {
    if (++writes % SWEEP_EVERY !== 0) return
    for (const [key, entry] of map) if (!live(entry)) map.delete(key)
  }
  const put = (key: string, value: unknown, expiresAt?: number) => {
    map.set(key, { json: JSON.stringify(value), ...(expiresAt === undefined ? {} : { expiresAt }) })
    sweep()
  }
  return {
    async get(key) {
      const entry = live(map.get(key))
      return entry ? JSON.parse(entry.json) : undefined
    },
    async set(key, value, expiresAt) {
      put(key, value, expiresAt)
    },
    async add(key, value, expiresAt) {
      if (live(map.get(key))) return false
      put(key, value, expiresAt)
      return true
    },
    async delete(key) {
      map.delete(key)
    },
    size: () => map.size,
    entries: () => [...map].filter(([, entry]) => live(entry)),
    load(entries) {
      for (const [key, entry] of entries) map.set(key, entry)
    },
  }
}

export interface FileStorageOptions extends MemoryStorageOptions {
  /** The JSON file; created with its folder when absent. */
  path: string
}

/**
 * A memory store written through to one JSON file (whole file, written to a temporary file and
 * renamed, one write at a time), so a single small deployment keeps users, sessions and shares
 * across restarts. Not for several processes sharing one file.
 */
export async function createFileStorage(options: FileStorageOptions): Promise<AuthStorage> {
  const memory = createMemoryStorage(options)
  try {
    const saved = JSON.parse(await readFile(options.path, 'utf8')) as {
      entries?: [string, Entry][]
    }
    if (Array.isArray(saved.entries)) memory.load(saved.entries)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await mkdir(dirname(options.path), { recursive: true })
  }
  let writing: Promise<void> = Promise.resolve()
  const persist = () => {
    writing = writing.then(async () => {
      const temporary = `${options.path}.${process.pid}.tmp`
      await writeFile(temporary, JSON.stringify({ version: 1, entries: memory.entries() }), {
        mode: 0o600,
      })
      await rename(temporary, options.path)
    })
    return writing
  }
  return {
    get: (key) => memory.get(key),
    async set(key, value, expiresAt) {
      await memory.set(key, value, expiresAt)
      await persist()
    },
    async add(key, value, expiresAt) {
      const added = await memory.add(key, value, expiresAt)
      if (added) await persist()
      return added
    },
    async delete(key) {
      await memory.delete(key)
      await persist()
    },
  }
}
