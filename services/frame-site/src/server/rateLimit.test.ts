import { createMemoryRecords } from '@latch/sql-store'
import { describe, expect, it } from 'vitest'
import { createRateLimiter, createRecordRateLimiter, MAX_TRACKED_CLIENTS } from './rateLimit'

describe('createRateLimiter', () => {
  it('lets 30 requests a minute through per client, then says how long to wait (fake clock)', () => {
    let now = 0
    const limiter = createRateLimiter(() => now)
    for (let i = 0; i < 30; i++) expect(limiter.hit('a')).toBe(0)
    expect(limiter.hit('a')).toBe(60)
    // Another client has its own window.
    expect(limiter.hit('b')).toBe(0)
    now = 59_001
    expect(limiter.hit('a')).toBe(1)
    now = 60_000
    expect(limiter.hit('a')).toBe(0)
  })

  it('tracks at most maxClients, dropping the oldest windows first', () => {
    let now = 0
    const limiter = createRateLimiter(() => now, { maxRequests: 1 })
    for (let i = 0; i < 100_000; i++) {
      now = i
      limiter.hit(`client-${i}`)
    }
    expect(limiter.size()).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS)
    // The newest client is still counted: its second request waits.
    expect(limiter.hit('client-99999')).toBeGreaterThan(0)
  })
})

describe('createRecordRateLimiter', () => {
  it('two sites on one database count a client into one window (fake clock)', async () => {
    let now = 0
    const records = createMemoryRecords({ now: () => now })
    const [one, two] = [
      createRecordRateLimiter(records, () => now, { maxRequests: 3 }),
      createRecordRateLimiter(records, () => now, { maxRequests: 3 }),
    ]
    expect([await one.hit('a'), await two.hit('a'), await one.hit('a')]).toEqual([0, 0, 0])
    expect(await two.hit('a')).toBe(60)
    expect(await one.hit('b')).toBe(0)
    now = 59_500
    expect(await one.hit('a')).toBe(1)
    now = 60_000
    expect(await two.hit('a')).toBe(0)
  })
})
