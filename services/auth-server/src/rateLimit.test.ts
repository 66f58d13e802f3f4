import { describe, expect, it } from 'vitest'
import { createRateLimiter, MAX_TRACKED_ADDRESSES } from './rateLimit'
import { createFakeClock } from './test/harness'

describe('createRateLimiter', () => {
  it('keeps at most MAX_TRACKED_ADDRESSES however many addresses call (100,000 here)', () => {
    const limiter = createRateLimiter(createFakeClock().now, { maxRequests: 300 })
    for (let index = 0; index < 100_000; index++) {
      limiter.hit(`10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`)
      expect(limiter.size()).toBeLessThanOrEqual(MAX_TRACKED_ADDRESSES)
    }
    expect(limiter.size()).toBe(MAX_TRACKED_ADDRESSES)
  })

  it('forgets the least recently seen first: an address still calling keeps its count', () => {
    const limiter = createRateLimiter(createFakeClock().now, { windowMs: 60_000, maxRequests: 25 })
    // One client calls once per 1,000 others, while 20,000 others call once each.
    for (let index = 0; index < MAX_TRACKED_ADDRESSES * 2; index++) {
      if (index % 1000 === 0) limiter.hit('203.0.113.7')
      limiter.hit(`10.0.${index >> 8}.${index & 255}`)
    }
    expect(limiter.size()).toBe(MAX_TRACKED_ADDRESSES)
    // Its 20 hits are all remembered: 5 more pass, the 26th is refused.
    for (let hit = 21; hit <= 25; hit++) limiter.hit('203.0.113.7')
    expect(() => limiter.hit('203.0.113.7')).toThrow('Rate limited')
    // The first idle address was forgotten: it starts afresh.
    expect(() => limiter.hit('10.0.0.0')).not.toThrow()
  })

  it('starts a new window per address after windowMs, on the clock', () => {
    const clock = createFakeClock()
    const limiter = createRateLimiter(clock.now, { windowMs: 1_000, maxRequests: 1 })
    limiter.hit('a')
    expect(() => limiter.hit('a')).toThrow('Rate limited')
    clock.advance(1_000)
    expect(() => limiter.hit('a')).not.toThrow()
  })
})
