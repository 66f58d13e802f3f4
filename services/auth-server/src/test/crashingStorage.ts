import type { RecordStore } from '@latch/sql-store'

/** Which write the process "dies" at: the operation and its key. */
export type CrashPoint = (
  operation: 'set' | 'add' | 'delete' | 'take' | 'increment',
  key: string,
) => boolean

/**
 * Real records that stop at a chosen write as a killed process would: the write and everything
 * after it never happen; inside a transaction the database rolls back what the transaction did
 * (as PostgreSQL does when the connection drops), outside one what was written stays.
 */
export function crashingStorage(records: RecordStore): RecordStore & {
  crashAt(point: CrashPoint | undefined): void
} {
  let point: CrashPoint | undefined
  const wrap = (inner: RecordStore): RecordStore => {
    const check = (operation: Parameters<CrashPoint>[0], key: string) => {
      if (point?.(operation, key)) {
        point = undefined
        throw new Error(`crashed at ${operation} ${key}`)
      }
    }
    return {
      get: (key) => inner.get(key),
      async set(key, value, expiresAt) {
        check('set', key)
        return inner.set(key, value, expiresAt)
      },
      async add(key, value, expiresAt) {
        check('add', key)
        return inner.add(key, value, expiresAt)
      },
      async delete(key) {
        check('delete', key)
        return inner.delete(key)
      },
      async take(key, match) {
        check('take', key)
        return inner.take(key, match)
      },
      async increment(key, expiresAt) {
        check('increment', key)
        return inner.increment(key, expiresAt)
      },
      transaction: (work) => inner.transaction((transaction) => work(wrap(transaction))),
    }
  }
  return Object.assign(wrap(records), {
    crashAt(next: CrashPoint | undefined) {
      point = next
    },
  })
}
