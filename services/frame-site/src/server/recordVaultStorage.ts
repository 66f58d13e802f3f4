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
  const read = async (store: RecordStore, userId: string) => {
    const value = (await store.get(key(userId))) as VaultRecord | undefined
    return value && typeof value.share === 'string' && typeof value.version === 'number'
      ? value
      : undefined
  }
  return {
    get: (userId) => read(records, userId),
    setIfNewer: (userId, record) =>
      records.transaction(async (store) => {
        // A write to the user's lock row holds it to the commit: writes of one user's share, on
        // any instance, check and store one at a time (a newer version is never overwritten).
        await store.increment(`share-lock:recovery:${userId}`, Number.MAX_SAFE_INTEGER)
        const kept = await read(store, userId)
        if (kept && record.version <= kept.version) return kept.version
        await store.set(key(userId), record)
        return undefined
      }),
  }
}
