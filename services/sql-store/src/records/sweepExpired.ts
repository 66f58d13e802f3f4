import type { SqlDatabase } from '../database/sqlDatabase'

/**
 * Deletes at most `batchSize` records expired at `now` (any namespace, the longest expired first)
 * and answers how many: a bounded statement, so a sweep never holds many locks or stalls requests.
 * Rows another instance is sweeping at the same moment are skipped, not waited on.
 */
export async function sweepExpired(
  database: SqlDatabase,
  now: number,
  batchSize: number,
): Promise<number> {
  const rows = await database.query(
    `WITH expired AS (
       SELECT namespace, key FROM latch_records
       WHERE expires_at IS NOT NULL AND expires_at <= $1
       ORDER BY expires_at
       LIMIT $2
       FOR UPDATE SKIP LOCKED
     )
     DELETE FROM latch_records AS record USING expired
     WHERE record.namespace = expired.namespace AND record.key = expired.key
     RETURNING 1`,
    [now, batchSize],
  )
  return rows.length
}
