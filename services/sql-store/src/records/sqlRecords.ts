import type { SqlDatabase, SqlQueries } from '../database/sqlDatabase'
import type { Count, RecordStore } from './recordStore'
import { sweepExpired } from './sweepExpired'

export interface SqlRecordsOptions {
  /** The service's namespace: its keys never meet another service's. */
  namespace: string
  /** The clock expiries are read on: give it the service's clock. `Date.now` by default. */
  now?: () => number
  /**
   * Every `everyWrites` writes of this store, one batch of at most `batchSize` expired rows (of
   * any namespace) is deleted. Default every 1,000 writes, 500 rows.
   */
  sweep?: { everyWrites: number; batchSize: number }
}

const DEFAULT_SWEEP = { everyWrites: 1_000, batchSize: 500 }

/** Live: no expiry, or one still ahead (`$n` is now). */
const live = (now: string) => `(expires_at IS NULL OR expires_at > ${now})`

/** The records of one namespace in `latch_records`, each operation one SQL statement. */
export function createSqlRecords(database: SqlDatabase, options: SqlRecordsOptions): RecordStore {
  const now = options.now ?? Date.now
  const sweep = options.sweep ?? DEFAULT_SWEEP
  let writes = 0
  const wrote = async () => {
    if (++writes % sweep.everyWrites === 0) await sweepExpired(database, now(), sweep.batchSize)
  }
  const outside = recordsOn(database, options.namespace, now, wrote, (work) =>
    database.transaction((sql) => {
      // Inside, writes do not sweep: a sweep is its own short statement, outside any transaction.
      const inside: RecordStore = recordsOn(
        sql,
        options.namespace,
        now,
        async () => {},
        (more) => more(inside),
      )
      return work(inside)
    }),
  )
  return outside
}

/** The records of `namespace` through `database` (the pool, or one transaction's connection). */
function recordsOn(
  database: SqlQueries,
  namespace: string,
  now: () => number,
  wrote: () => Promise<void>,
  transaction: RecordStore['transaction'],
): RecordStore {
  const json = (value: unknown) => JSON.stringify(value ?? null)
  return {
    transaction,
    async get(key) {
      const [row] = await database.query<{ value: unknown }>(
        `SELECT value FROM latch_records WHERE namespace = $1 AND key = $2 AND ${live('$3')}`,
        [namespace, key, now()],
      )
      return row?.value
    },

    async set(key, value, expiresAt) {
      await database.query(
        `INSERT INTO latch_records (namespace, key, value, expires_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (namespace, key)
         DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
        [namespace, key, json(value), expiresAt ?? null],
      )
      await wrote()
    },

    async add(key, value, expiresAt) {
      // Of inserts at the same moment, one inserts; the others wait on its row lock, then find
      // it live and update nothing.
      const rows = await database.query(
        `INSERT INTO latch_records AS current (namespace, key, value, expires_at)
         VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (namespace, key)
         DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at
         WHERE current.expires_at IS NOT NULL AND current.expires_at <= $5
         RETURNING 1 AS added`,
        [namespace, key, json(value), expiresAt ?? null, now()],
      )
      if (rows.length > 0) await wrote()
      return rows.length > 0
    },

    async delete(key) {
      await database.query('DELETE FROM latch_records WHERE namespace = $1 AND key = $2', [
        namespace,
        key,
      ])
    },

    async take(key, match = {}) {
      const [row] = await database.query<{ value: unknown }>(
        `DELETE FROM latch_records
         WHERE namespace = $1 AND key = $2 AND ${live('$3')} AND value @> $4::jsonb
         RETURNING value`,
        [namespace, key, now(), JSON.stringify(match)],
      )
      return row?.value
    },

    async increment(key, expiresAt): Promise<Count> {
      // One statement: the row lock of ON CONFLICT orders increments at the same moment.
      const [row] = await database.query<{ value: number; expires_at: number }>(
        `INSERT INTO latch_records AS current (namespace, key, value, expires_at)
         VALUES ($1, $2, '1'::jsonb, $3)
         ON CONFLICT (namespace, key) DO UPDATE SET
           value = CASE
             WHEN current.expires_at IS NOT NULL AND current.expires_at <= $4
               OR jsonb_typeof(current.value) <> 'number' THEN '1'::jsonb
             ELSE to_jsonb((current.value #>> '{}')::bigint + 1)
           END,
           expires_at = CASE
             WHEN current.expires_at IS NOT NULL AND current.expires_at <= $4
               OR jsonb_typeof(current.value) <> 'number' THEN EXCLUDED.expires_at
             ELSE current.expires_at
           END
         RETURNING value, expires_at`,
        [namespace, key, expiresAt, now()],
      )
      await wrote()
      return {
        count: Number(row?.value),
        expiresAt: row?.expires_at == null ? Number.POSITIVE_INFINITY : Number(row.expires_at),
      }
    },
  }
}
