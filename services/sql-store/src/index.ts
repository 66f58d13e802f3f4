export { MEMORY_DATABASE_URL, openDatabase } from './database/openDatabase'
export { openPgliteDatabase } from './database/pgliteDatabase'
export { openPostgresDatabase, type PostgresDatabaseOptions } from './database/postgresDatabase'
export type { SqlDatabase, SqlParameter, SqlQueries } from './database/sqlDatabase'
export { migrate, SchemaTooNewError } from './migrations/migrate'
export { MIGRATIONS, type Migration, SCHEMA_VERSION } from './migrations/migrations'
export {
  createRecordNonceStore,
  type IssuedNonce,
  NonceLimitError,
  type RecordNonceStore,
  type RecordNonceStoreOptions,
} from './nonces/recordNonceStore'
export { type OpenSqlStoreOptions, openSqlStore, type SqlStore } from './openSqlStore'
export { createMemoryRecords, type MemoryRecordsOptions } from './records/memoryRecords'
export type { Count, RecordField, RecordStore } from './records/recordStore'
export { createSqlRecords, type SqlRecordsOptions } from './records/sqlRecords'
export { sweepExpired } from './records/sweepExpired'
