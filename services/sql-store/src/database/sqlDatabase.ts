/** A value a query parameter may take: the drivers turn each into its SQL form. */
export type SqlParameter = string | number | boolean | null

/** Runs one parameterised statement (`$1`, `$2`…): what the services write their SQL against. */
export interface SqlQueries {
  /** The rows the statement answered (none for a statement without RETURNING). */
  query<Row extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    parameters?: readonly SqlParameter[],
  ): Promise<Row[]>
}

/**
 * One database, whichever the backend: parameterised queries, and transactions that commit when
 * the callback resolves and roll back when it throws. The same SQL runs on both backends (PGlite is
 * PostgreSQL), so a service writes it once.
 */
export interface SqlDatabase extends SqlQueries {
  /** 'pglite' (embedded, one process) or 'postgres' (a server, any number of instances). */
  readonly backend: 'pglite' | 'postgres'
  /**
   * Runs `work` in one transaction on one connection (the default isolation, READ COMMITTED):
   * take row locks with `SELECT … FOR UPDATE` where a decision reads what it then writes.
   */
  transaction<T>(work: (transaction: SqlQueries) => Promise<T>): Promise<T>
  /** Closes the connections; the embedded backend flushes its files. Idempotent. */
  close(): Promise<void>
}
