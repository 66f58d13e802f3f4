import { describe, expect, it } from 'vitest'
import { backendsForFile } from '../test/backends'
import { createFakeClock } from '../test/fakeClock'
import { createRecordNonceStore, NonceLimitError } from './recordNonceStore'

// On PostgreSQL: two app processes (two stores on one database) share the nonces.
const postgres = backendsForFile().find((backend) => backend.name === 'postgres')!

describe('createRecordNonceStore on one PostgreSQL, two processes', () => {
  const twoProcesses = async (clock = createFakeClock()) => {
    const url = await postgres.freshDatabaseUrl()
    // The records read expiries on the same clock.
    const [a, b] = [
      await postgres.open(url, { now: clock.now }),
      await postgres.open(url, { now: clock.now }),
    ]
    return [a, b].map((store) =>
      createRecordNonceStore(store.records('siwx'), { now: clock.now, ttlMs: 60_000 }),
    ) as [ReturnType<typeof createRecordNonceStore>, ReturnType<typeof createRecordNonceStore>]
  }

  it('a nonce issued by one is used once across both, by its client only', async () => {
    const [one, two] = await twoProcesses()
    const { nonce } = await one.issue('browser-1')
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(await two.find(nonce, 'browser-2')).toBeUndefined()
    expect(await two.consume(nonce, 'browser-2')).toBe(false)
    expect(await two.find(nonce, 'browser-1')).toBeDefined()
    const consumed = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? one : two).consume(nonce, 'browser-1')),
    )
    expect(consumed.filter(Boolean)).toHaveLength(1)
    expect(await one.find(nonce, 'browser-1')).toBeUndefined()
  }, 60_000)

  it('expires after ttlMs, on the clock', async () => {
    const clock = createFakeClock()
    const [one, two] = await twoProcesses(clock)
    const { nonce, expiresAt } = await one.issue('browser-1')
    expect(expiresAt).toBe(clock.now() + 60_000)
    clock.advance(60_000)
    expect(await two.find(nonce, 'browser-1')).toBeUndefined()
    expect(await two.consume(nonce, 'browser-1')).toBe(false)
  }, 60_000)

  it('caps the nonces one client is issued per window, counted across both', async () => {
    const clock = createFakeClock()
    const [one, two] = await twoProcesses(clock)
    const issued = await Promise.allSettled(
      Array.from({ length: 25 }, (_, index) => (index % 2 ? one : two).issue('flooder')),
    )
    expect(issued.filter((result) => result.status === 'fulfilled')).toHaveLength(10)
    const refused = issued.find((result) => result.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(NonceLimitError)
    await expect(one.issue('someone-else')).resolves.toBeDefined()
    clock.advance(60_000)
    await expect(two.issue('flooder')).resolves.toBeDefined()
  }, 60_000)
})
