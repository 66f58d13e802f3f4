import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rateLimit'
import { createMemoryStorage } from './storage'
import { createFakeClock } from './test/harness'

describe('createRateLimiter', () => {
  it('refuses past maxRequests in a window, with the seconds left to its end', async () => {
    const clock = createFakeClock()
    const limiter = createRateLimiter(createMemoryStorage({ now: clock.now }), clock.now, {
      windowMs: 10_000,
      maxRequests: 3,
    })
    for (let hit = 0; hit < 3; hit++) await limiter.hit('a')
    clock.advance(2_500)
    await expect(limiter.hit('a')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      headers: { 'retry-after': '8' },
    })
    // Another address has its own window.
    await expect(limiter.hit('b')).resolves.toBeUndefined()
  })

  it('starts a new window per address after windowMs, on the clock', async () => {
    const clock = createFakeClock()
    const limiter = createRateLimiter(createMemoryStorage({ now: clock.now }), clock.now, {
      windowMs: 1_000,
      maxRequests: 1,
    })
    await limiter.hit('a')
    await expect(limiter.hit('a')).rejects.toThrow('Rate limited')
    clock.advance(1_000)
    await expect(limiter.hit('a')).resolves.toBeUndefined()
  })

  it('counts into one window for every limiter on the same storage (instances of one database)', async () => {
    const clock = createFakeClock()
    const storage = createMemoryStorage({ now: clock.now })
    const options = { windowMs: 60_000, maxRequests: 10 }
    const one = createRateLimiter(storage, clock.now, options)
    const two = createRateLimiter(storage, clock.now, options)
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => (index % 2 ? one : two).hit('203.0.113.7')),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10)
  })
})
