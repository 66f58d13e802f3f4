import pg from 'pg'
import type { SqlDatabase, SqlParameter, SqlQueries } from './sqlDatabase'

// int8 (bigint) columns hold milliseconds since the epoch and counts: well within a double, and
// read as numbers on both backends (PGlite already does).
const INT8_OID = 20
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

export interface PostgresDatabaseOptions {
  /** Connections in the pool; default 10. */
  maxConnections?: number
}

/** PostgreSQL through `pg`, on a pool: for several instances of a service on one database. */
export async function openPostgresDatabase(
  connectionString: string,
  options: PostgresDatabaseOptions = {},
): Promise<SqlDatabase> {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10, types })
  // An idle connection dropped by the server (a restart) must not crash the process.
  pool.on('error', () => {})
  const queriesOn = (target: pg.Pool | pg.PoolClient): SqlQueries => ({
    async query<Row extends Record<string, unknown>>(
      text: string,
      parameters: readonly SqlParameter[] = [],
    ) {
      return (await target.query<Row>(text, [...parameters])).rows
    },
  })
  // Fails now on a wrong URL or an unreachable server, not at the first request.
  await pool.query('SELECT 1')
  let closing: Promise<void> | undefined
  return {
    backend: 'postgres',
    ...queriesOn(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(queriesOn(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close() {
      closing ??= pool.end()
      return closing
    },
  }
}
