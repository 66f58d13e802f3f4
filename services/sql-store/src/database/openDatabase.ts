import { openPgliteDatabase } from './pgliteDatabase'
import { openPostgresDatabase, type PostgresDatabaseOptions } from './postgresDatabase'
import type { SqlDatabase } from './sqlDatabase'

/** `DATABASE_URL` for an embedded database in memory, gone with the process: for tests. */
export const MEMORY_DATABASE_URL = 'memory://'

/**
 * The database a `DATABASE_URL` names: `postgres://…` or `postgresql://…` is a PostgreSQL server
 * (several instances may share it); `memory://` an embedded one in memory; anything else the data
 * folder of an embedded one (`file://` prefix optional), created when absent.
 */
export function openDatabase(
  databaseUrl: string,
  options: PostgresDatabaseOptions = {},
): Promise<SqlDatabase> {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return openPostgresDatabase(databaseUrl, options)
  if (databaseUrl === MEMORY_DATABASE_URL) return openPgliteDatabase()
  return openPgliteDatabase(databaseUrl.replace(/^file:\/\//i, ''))
}
