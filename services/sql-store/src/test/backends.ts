import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type LocalPostgres, startPostgres } from '@latch/testkit'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { type OpenSqlStoreOptions, openSqlStore, type SqlStore } from '../openSqlStore'

/** A backend under test: fresh databases on it, and stores opened on a database again. */
export interface Backend {
  name: 'pglite' | 'postgres'
  /**
   * A `DATABASE_URL` for a database no other test uses. On PGlite, a new data folder (each
   * costs a PGlite start, seconds): tests share one and keep apart by namespace where they can.
   */
  freshDatabaseUrl(): Promise<string>
  /** A store on `databaseUrl`, closed after the file. */
  open(databaseUrl: string, options?: Omit<OpenSqlStoreOptions, 'databaseUrl'>): Promise<SqlStore>
  /** A database shared by the file's tests (keep apart by namespace): opened once, on first use. */
  shared(): Promise<SqlStore>
}

/**
 * Both backends for a suite to run against, each started around the file: PGlite on data folders
 * under a temporary folder, and a real PostgreSQL server from `startPostgres`.
 */
export function backendsForFile(): Backend[] {
  let folder: string
  let postgres: LocalPostgres
  let admin: pg.Client
  const opened: SqlStore[] = []
  let databases = 0
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'latch-sql-store-'))
    postgres = await startPostgres()
    admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
  }, 120_000)
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()))
    await admin?.end()
    await postgres?.stop()
    if (folder) await rm(folder, { recursive: true, force: true })
  }, 60_000)

  const make = (name: Backend['name'], freshDatabaseUrl: () => Promise<string>): Backend => {
    let shared: Promise<SqlStore> | undefined
    const backend: Backend = {
      name,
      freshDatabaseUrl,
      async open(databaseUrl, options = {}) {
        const store = await openSqlStore({ databaseUrl, ...options })
        opened.push(store)
        return store
      },
      shared() {
        shared ??= freshDatabaseUrl().then((url) => backend.open(url))
        return shared
      },
    }
    return backend
  }
  return [
    make('pglite', async () => join(folder, `db${++databases}`)),
    make('postgres', async () => {
      const name = `db${++databases}`
      await admin.query(`CREATE DATABASE ${name}`)
      return postgres.databaseUrl(name)
    }),
  ]
}
