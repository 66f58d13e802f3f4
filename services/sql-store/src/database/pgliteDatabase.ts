import { PGlite } from '@electric-sql/pglite'
import type { SqlDatabase, SqlParameter, SqlQueries } from './sqlDatabase'

/**
 * The embedded backend: PostgreSQL compiled to WebAssembly, in this process, on a data folder
 * (created when absent), or in memory without one. One process only: PGlite holds the folder.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<SqlDatabase> {
  const pglite = await PGlite.create(dataDir === undefined ? {} : { dataDir })
  const queriesOn = (target: Pick<PGlite, 'query'>): SqlQueries => ({
    async query<Row extends Record<string, unknown>>(
      text: string,
      parameters: readonly SqlParameter[] = [],
    ) {
      return (await target.query<Row>(text, [...parameters])).rows
    },
  })
  let closing: Promise<void> | undefined
  return {
    backend: 'pglite',
    ...queriesOn(pglite),
    transaction: (work) => pglite.transaction((transaction) => work(queriesOn(transaction))),
    close() {
      closing ??= pglite.close()
      return closing
    },
  }
}
