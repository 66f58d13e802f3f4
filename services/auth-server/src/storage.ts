import { createMemoryRecords, type MemoryRecordsOptions, type RecordStore } from '@latch/sql-store'

/**
 * Where the auth server keeps its records: `@latch/sql-store`'s records (one SQL table, namespace
 * 'auth'), on the embedded database or PostgreSQL shared by every instance; in memory by default.
 * Every count that guards security is one atomic operation of it: a unique claim (`add`: an
 * email, a code's slot, a mail's cooldown), a single use (`take`: a code, a device link, an
 * approval) or a count (`increment`: wrong answers, requests per address).
 *
 * `expiresAt` (milliseconds since the epoch, on the server's clock) lets the store drop a record
 * after that time: the server checks every expiry itself besides.
 */
export type AuthStorage = RecordStore

export type MemoryStorageOptions = MemoryRecordsOptions

/** In memory, gone when the process ends: one process only (tests, the local stack). */
export const createMemoryStorage = createMemoryRecords

/** The namespace of the auth server's records in the shared SQL table. */
export const AUTH_NAMESPACE = 'auth'
