import type { SqlDatabase } from '../database/sqlDatabase'
import { MIGRATIONS, type Migration } from './migrations'

/** The database was migrated by newer code: this code would misread it, so it refuses to start. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly databaseVersion: number,
    readonly codeVersion: number,
  ) {
    super(
      `The database's schema is version ${databaseVersion}, newer than this code knows (${codeVersion}): upgrade @latch/sql-store (and the service using it) to a version that knows it. Nothing was changed.`,
    )
    this.name = 'SchemaTooNewError'
  }
}

/** Held for the migration's transaction, so instances starting together migrate one at a time. */
const MIGRATION_LOCK = 0x1a7c4_36

/**
 * Brings the schema to the newest `migrations` in one transaction (all or nothing), under an
 * advisory lock; refuses with `SchemaTooNewError` when the database is newer. Answers the versions
 * applied now (none when it was up to date).
 */
export async function migrate(
  database: SqlDatabase,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const codeVersion = Math.max(0, ...migrations.map((migration) => migration.version))
  return database.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await sql.query(`CREATE TABLE IF NOT EXISTS latch_schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const [row] = await sql.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM latch_schema_migrations',
    )
    const databaseVersion = row?.version ?? 0
    if (databaseVersion > codeVersion) throw new SchemaTooNewError(databaseVersion, codeVersion)
    const pending = migrations
      .filter((migration) => migration.version > databaseVersion)
      .sort((a, b) => a.version - b.version)
    for (const migration of pending) {
      for (const statement of migration.statements) await sql.query(statement)
      await sql.query('INSERT INTO latch_schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
    }
    return pending.map((migration) => migration.version)
  })
}
