import type { RecordStore } from '@latch/sql-store'

/** Which write the process "dies" at: the operation and its key. */
export type CrashPoint = (
  operation: 'set' | 'add' | 'delete' | 'take' | 'increment',
  key: string,
) => boolean

/**
 * Real records that stop at a chosen write as a killed process would: the write and everything
 * after it never happen (`records` is read at each call: the store may open after the server); inside a transaction the database rolls back what the transaction did
 * (as PostgreSQL does when the connection drops), outside one what was written stays.
 */
export function crashingStorage(records: () => RecordStore): RecordStore & {
  crashAt(point: CrashPoint | undefined): void
} {
  let point: CrashPoint | undefined
  const wrap = (innerOf: () => RecordStore): RecordStore => {
    const inner = {
      get: (key: string) => innerOf().get(key),
      set: (...args: Parameters<RecordStore['set']>) => innerOf().set(...args),
      add: (...args: Parameters<RecordStore['add']>) => innerOf().add(...args),
      delete: (key: string) => innerOf().delete(key),
      take: (...args: Parameters<RecordStore['take']>) => innerOf().take(...args),
      increment: (...args: Parameters<RecordStore['increment']>) => innerOf().increment(...args),
      transaction: <T>(work: (records: RecordStore) => Promise<T>) => innerOf().transaction(work),
    }
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
      transaction: (work) => inner.transaction((transaction) => work(wrap(() => transaction))),
    }
  }
  return Object.assign(wrap(records), {
    crashAt(next: CrashPoint | undefined) {
      point = next
    },
  })
}
