import type { RecordStore } from '@latch/sql-store'
import type { VaultRecord, VaultStorage } from './vault'

/** The namespace of the vault's records in `@latch/sql-store`'s table. */
export const VAULT_NAMESPACE = 'vault'

/**
 * The vault's recovery shares in `@latch/sql-store`'s records (PostgreSQL shared by every
 * instance of the frame site, or the embedded database): one record per user, kept until replaced.
 */
export function createRecordVaultStorage(records: RecordStore): VaultStorage {
  const key = (userId: string) => `share:recovery:${userId}`
  return {
    async get(userId) {
      const value = (await records.get(key(userId))) as VaultRecord | undefined
      return value && typeof value.share === 'string' && typeof value.version === 'number'
        ? value
        : undefined
    },
    set: (userId, record) => records.set(key(userId), record),
  }
}
