import { describe, expect, it } from 'vitest'
import { SchemaTooNewError } from './migrations/migrate'
import { SCHEMA_VERSION } from './migrations/migrations'
import { createSqlRecords, type SqlRecordsOptions } from './records/sqlRecords'
import { sweepExpired } from './records/sweepExpired'
import { backendsForFile } from './test/backends'
import { createFakeClock } from './test/fakeClock'

/**
 * The storage suite: the same tests on the embedded backend (PGlite, in a temporary folder) and on
 * a real PostgreSQL server (`startPostgres`). Tests sharing a database keep apart by namespace.
 */
let namespaces = 0
const TIMEOUT = 120_000

describe.each(backendsForFile())('$name', (backend) => {
  /** Records in a namespace of their own, on the shared database, on `now`. */
  const recordsOn = async (now: () => number, options: Partial<SqlRecordsOptions> = {}) =>
    createSqlRecords((await backend.shared()).database, {
      namespace: `test-${++namespaces}`,
      now,
      ...options,
    })

  it(
    'gets what was set, as a copy; undefined when absent or deleted',
    async () => {
      const store = await recordsOn(createFakeClock().now)
      const value = { a: 1, list: ['x'], nested: { b: null }, text: 'é \u0000'.slice(0, 2) }
      await store.set('k', value)
      value.a = 2
      expect(await store.get('k')).toEqual({ a: 1, list: ['x'], nested: { b: null }, text: 'é ' })
      await store.set('k', 'replaced')
      expect(await store.get('k')).toBe('replaced')
      await store.delete('k')
      expect(await store.get('k')).toBeUndefined()
      expect(await store.get('never')).toBeUndefined()
    },
    TIMEOUT,
  )

  it(
    'keeps namespaces apart: the same key in two services',
    async () => {
      const now = createFakeClock().now
      const auth = await recordsOn(now)
      const vault = await recordsOn(now)
      await auth.set('user:1', 'auth')
      expect(await vault.get('user:1')).toBeUndefined()
      expect(await vault.add('user:1', 'vault')).toBe(true)
      expect(await auth.get('user:1')).toBe('auth')
    },
    TIMEOUT,
  )

  it(
    'treats a record past its expiry as absent, on the given clock',
    async () => {
      const clock = createFakeClock()
      const store = await recordsOn(clock.now)
      await store.set('k', 'v', clock.now() + 1_000)
      clock.advance(999)
      expect(await store.get('k')).toBe('v')
      clock.advance(1)
      expect(await store.get('k')).toBeUndefined()
      expect(await store.take('k')).toBeUndefined()
      expect(await store.add('k', 'w')).toBe(true)
      expect(await store.get('k')).toBe('w')
    },
    TIMEOUT,
  )

  it(
    'add: of 50 claims of one key at the same moment exactly one wins',
    async () => {
      const store = await recordsOn(createFakeClock().now)
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) => store.add('email:a@b.co', `user-${index}`)),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(await store.get('email:a@b.co')).toBe(`user-${results.indexOf(true)}`)
    },
    TIMEOUT,
  )

  it(
    'take: of 50 takes of one code at the same moment exactly one gets it',
    async () => {
      const store = await recordsOn(createFakeClock().now)
      await store.set('code', { salt: 's1', hash: 'h' })
      const taken = await Promise.all(Array.from({ length: 50 }, () => store.take('code')))
      expect(taken.filter((value) => value !== undefined)).toEqual([{ salt: 's1', hash: 'h' }])
      expect(await store.get('code')).toBeUndefined()
    },
    TIMEOUT,
  )

  it(
    'take with a match deletes only the record it names (a replaced code stays)',
    async () => {
      const store = await recordsOn(createFakeClock().now)
      await store.set('code', { salt: 'new', hash: 'h2' })
      expect(await store.take('code', { salt: 'old' })).toBeUndefined()
      expect(await store.get('code')).toEqual({ salt: 'new', hash: 'h2' })
      expect(await store.take('code', { salt: 'new' })).toEqual({ salt: 'new', hash: 'h2' })
    },
    TIMEOUT,
  )

  it(
    'increment: 200 at the same moment answer 1…200, each once',
    async () => {
      const clock = createFakeClock()
      const store = await recordsOn(clock.now)
      const counts = await Promise.all(
        Array.from({ length: 200 }, () => store.increment('attempts', clock.now() + 60_000)),
      )
      expect(counts.map(({ count }) => count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 200 }, (_, index) => index + 1),
      )
      expect(new Set(counts.map(({ expiresAt }) => expiresAt))).toEqual(
        new Set([clock.now() + 60_000]),
      )
    },
    TIMEOUT,
  )

  it(
    'increment: a fixed window, starting again at 1 once it expired',
    async () => {
      const clock = createFakeClock()
      const store = await recordsOn(clock.now)
      const endsAt = clock.now() + 1_000
      expect(await store.increment('rate:a', endsAt)).toEqual({ count: 1, expiresAt: endsAt })
      clock.advance(999)
      // A later increment keeps the window's end.
      expect(await store.increment('rate:a', clock.now() + 1_000)).toEqual({
        count: 2,
        expiresAt: endsAt,
      })
      clock.advance(1)
      expect(await store.increment('rate:a', clock.now() + 1_000)).toEqual({
        count: 1,
        expiresAt: clock.now() + 1_000,
      })
    },
    TIMEOUT,
  )

  it(
    'transactions commit together or not at all',
    async () => {
      const { database } = await backend.shared()
      const namespace = `test-${++namespaces}`
      const insert = 'INSERT INTO latch_records (namespace, key, value) VALUES ($1, $2, $3::jsonb)'
      await expect(
        database.transaction(async (sql) => {
          await sql.query(insert, [namespace, 'a', '1'])
          throw new Error('half way')
        }),
      ).rejects.toThrow('half way')
      await database.transaction(async (sql) => {
        await sql.query(insert, [namespace, 'b', '2'])
        await sql.query(insert, [namespace, 'c', '3'])
      })
      const rows = await database.query<{ key: string }>(
        'SELECT key FROM latch_records WHERE namespace = $1 ORDER BY key',
        [namespace],
      )
      expect(rows.map(({ key }) => key)).toEqual(['b', 'c'])
    },
    TIMEOUT,
  )

  it(
    'records.transaction: writes across records commit together, or none when it throws',
    async () => {
      const store = await recordsOn(createFakeClock().now)
      await expect(
        store.transaction(async (records) => {
          expect(await records.add('email:a@b.co', 'user-1')).toBe(true)
          await records.set('user:user-1', { email: 'a@b.co' })
          // Seen inside before the commit.
          expect(await records.get('user:user-1')).toEqual({ email: 'a@b.co' })
          throw new Error('the process died here')
        }),
      ).rejects.toThrow('the process died here')
      expect(await store.get('email:a@b.co')).toBeUndefined()
      expect(await store.get('user:user-1')).toBeUndefined()
      const answer = await store.transaction(async (records) => {
        await records.add('email:a@b.co', 'user-2')
        await records.transaction((nested) => nested.set('user:user-2', { email: 'a@b.co' }))
        return 'done'
      })
      expect(answer).toBe('done')
      expect(await store.get('email:a@b.co')).toBe('user-2')
      expect(await store.get('user:user-2')).toEqual({ email: 'a@b.co' })
    },
    TIMEOUT,
  )

  it(
    'sweeps expired records in bounded batches, never a live one',
    async () => {
      // Its own database: a sweep takes expired rows of every namespace.
      const { database } = await backend.open(await backend.freshDatabaseUrl())
      const clock = createFakeClock(10_000)
      // (No sweep on its own writes here: that is the second half.)
      const store = createSqlRecords(database, {
        namespace: 'sweep',
        now: clock.now,
        sweep: { everyWrites: Number.MAX_SAFE_INTEGER, batchSize: 1 },
      })
      for (let index = 0; index < 1_200; index++) await store.set(`old:${index}`, index, 5_000)
      await store.set('live', 'kept', 20_000)
      await store.set('forever', 'kept')
      expect(await sweepExpired(database, clock.now(), 500)).toBe(500)
      expect(await sweepExpired(database, clock.now(), 500)).toBe(500)
      expect(await sweepExpired(database, clock.now(), 500)).toBe(200)
      expect(await sweepExpired(database, clock.now(), 500)).toBe(0)
      const rows = await database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM latch_records',
      )
      expect(rows).toEqual([{ count: 2 }])
      // Every `everyWrites` writes, one batch goes on its own.
      const sweeping = createSqlRecords(database, {
        namespace: 'sweep',
        now: clock.now,
        sweep: { everyWrites: 10, batchSize: 4 },
      })
      for (let index = 0; index < 9; index++) await sweeping.set(`gone:${index}`, index, 5_000)
      const before = await database.query('SELECT 1 FROM latch_records')
      await sweeping.set('tenth', 'write', 5_000)
      const after = await database.query('SELECT 1 FROM latch_records')
      expect(before.length + 1 - after.length).toBe(4)
    },
    TIMEOUT,
  )

  it(
    'migrates at start, once; refuses a database newer than the code, changing nothing',
    async () => {
      const url = await backend.freshDatabaseUrl()
      const first = await backend.open(url)
      expect(first.migrated).toEqual([1])
      await first.records('kept').set('user:1', { email: 'a@b.co' })
      await first.close()
      const second = await backend.open(url)
      expect(second.migrated).toEqual([])
      expect(await second.records('kept').get('user:1')).toEqual({ email: 'a@b.co' })
      // As newer code would leave it.
      await second.database.query(
        "INSERT INTO latch_schema_migrations (version, name) VALUES ($1, 'from the future')",
        [SCHEMA_VERSION + 1],
      )
      await second.close()
      const refused = backend.open(url)
      await expect(refused).rejects.toThrow(SchemaTooNewError)
      await expect(refused).rejects.toThrow(
        `The database's schema is version ${SCHEMA_VERSION + 1}, newer than this code knows (${SCHEMA_VERSION})`,
      )
    },
    TIMEOUT,
  )
})
