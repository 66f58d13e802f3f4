import { openDatabase } from './database/openDatabase'
import type { PostgresDatabaseOptions } from './database/postgresDatabase'
import type { SqlDatabase } from './database/sqlDatabase'
import { migrate } from './migrations/migrate'
import type { RecordStore } from './records/recordStore'
import { createSqlRecords, type SqlRecordsOptions } from './records/sqlRecords'
import { sweepExpired } from './records/sweepExpired'

export interface OpenSqlStoreOptions extends PostgresDatabaseOptions {
  /**
   * `postgres://…` for a PostgreSQL server (several instances), `memory://` for an embedded
   * database in memory, or the data folder of an embedded one (see `openDatabase`).
   */
  databaseUrl: string
  /** The clock expiries are read on; `Date.now` by default. */
  now?: () => number
}

export interface SqlStore {
  database: SqlDatabase
  /** The versions migrated at this start (none when the schema was up to date). */
  migrated: number[]
  /** The records of one service, in its own namespace. */
  records(namespace: string, options?: Pick<SqlRecordsOptions, 'sweep'>): RecordStore
  /** Deletes at most `batchSize` expired records (default 500) and answers how many. */
  sweepExpired(batchSize?: number): Promise<number>
  close(): Promise<void>
}

/**
 * Opens the database and migrates it (refusing one newer than this code, see `SchemaTooNewError`):
 * what a service calls at start.
 *
 * @example
 * const store = await openSqlStore({ databaseUrl: process.env.DATABASE_URL ?? './data' })
 * const records = store.records('auth')
 * // …
 * await store.close()
 */
export async function openSqlStore(options: OpenSqlStoreOptions): Promise<SqlStore> {
  const now = options.now ?? Date.now
  const database = await openDatabase(options.databaseUrl, options)
  try {
    const migrated = await migrate(database)
    return {
      database,
      migrated,
      records: (namespace, more = {}) => createSqlRecords(database, { namespace, now, ...more }),
      sweepExpired: (batchSize = 500) => sweepExpired(database, now(), batchSize),
      close: () => database.close(),
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
