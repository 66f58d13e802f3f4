/** One step of the schema: applied once, in order, never edited after release (add a new one). */
export interface Migration {
  version: number
  name: string
  statements: readonly string[]
}

/**
 * The schema, one migration per version. Every service keeps its records in `latch_records`, each
 * under its own namespace: a key, a JSON value, and when it expires (milliseconds since the epoch,
 * on the service's clock; NULL for never). Atomic counts and single-use takes are single
 * statements on it (see `records/sqlRecords.ts`).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'records',
    statements: [
      `CREATE TABLE latch_records (
        namespace text NOT NULL,
        key text NOT NULL,
        value jsonb NOT NULL,
        expires_at bigint,
        PRIMARY KEY (namespace, key)
      )`,
      // The sweep reads expired rows oldest first, a batch at a time.
      `CREATE INDEX latch_records_expires_at ON latch_records (expires_at)
        WHERE expires_at IS NOT NULL`,
    ],
  },
]

/** The schema version this code writes. */
export const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version))
