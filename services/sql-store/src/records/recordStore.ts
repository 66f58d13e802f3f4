/** A JSON value's top-level field a `take` can require. */
export type RecordField = string | number | boolean | null

/** A count after `increment`. */
export interface Count {
  /** 1 for the first increment of a window. */
  count: number
  /** When this count expires (and the next increment starts again at 1). */
  expiresAt: number
}

/**
 * A service's records: JSON values by key, each with an optional expiry (milliseconds since the
 * epoch, on the service's clock; an expired record reads as absent and is swept later). The
 * operations that guard security are single atomic steps, so instances sharing one database can
 * neither double-spend nor under-count: `add` (a unique claim), `take` (single use) and
 * `increment` (attempts, rate limits).
 */
export interface RecordStore {
  /** The value, or undefined when absent or expired. Always a copy. */
  get(key: string): Promise<unknown>
  set(key: string, value: unknown, expiresAt?: number): Promise<void>
  /** Stores only when the key is absent or expired, and answers whether it did. */
  add(key: string, value: unknown, expiresAt?: number): Promise<boolean>
  delete(key: string): Promise<void>
  /**
   * Deletes the live value and answers it, in one step, only when its top-level fields include
   * `match` (e.g. the salt of the code a caller checked): of callers at the same moment, exactly
   * one gets it. Undefined when absent, expired or not matching (then nothing is deleted).
   */
  take(key: string, match?: Readonly<Record<string, RecordField>>): Promise<unknown>
  /**
   * Adds 1 to the count under `key` in one step and answers it: N increments at the same moment
   * answer 1…N, each once. An absent or expired count starts again at 1, expiring at `expiresAt`
   * (a fixed window: later increments keep the first one's expiry).
   */
  increment(key: string, expiresAt: number): Promise<Count>
  /**
   * Runs `work` on these records in one database transaction: every write it makes commits
   * together when it resolves, none when it throws or the process dies half way. For a change
   * that spans records (a user and their email's claim). Nested calls join the outer one.
   */
  transaction<T>(work: (records: RecordStore) => Promise<T>): Promise<T>
}
