import { openSqlStore } from '@latch/sql-store'
import { startPostgres } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { createRecordVaultStorage, VAULT_NAMESPACE } from './recordVaultStorage'

describe('createRecordVaultStorage', () => {
  it('two instances on one PostgreSQL: of 60 splits written at once, the newest is kept', async () => {
    const postgres = await startPostgres()
    const stores = await Promise.all([
      openSqlStore({ databaseUrl: postgres.url }),
      openSqlStore({ databaseUrl: postgres.url }),
    ])
    try {
      const [one, two] = stores.map((store) =>
        createRecordVaultStorage(store.records(VAULT_NAMESPACE)),
      ) as [
        ReturnType<typeof createRecordVaultStorage>,
        ReturnType<typeof createRecordVaultStorage>,
      ]
      // Sent newest first, committed in any order: without one step per write, an older split
      // read before the newest was stored is written after it.
      const refused = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          (index % 2 ? one : two).setIfNewer('user-1', {
            share: `split-${60 - index}`,
            version: 60 - index,
            email: 'rae@example.com',
          }),
        ),
      )
      expect(await one.get('user-1')).toMatchObject({ share: 'split-60', version: 60 })
      // A split is either stored (no newer one was there yet) or refused naming a newer version;
      // the two instances race, so which of the older ones got in first is not fixed.
      refused.forEach((kept, index) => {
        if (kept !== undefined) expect(kept).toBeGreaterThan(60 - index)
      })
      expect(refused.filter((kept) => kept !== undefined).length).toBeGreaterThan(0)
    } finally {
      await Promise.all(stores.map((store) => store.close()))
      await postgres.stop()
    }
  }, 120_000)
})
