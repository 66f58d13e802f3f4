import { describe, expect, it } from 'vitest'
import { createManualClock } from '../clock/manualClock'
import { createResponseCache } from './responseCache'

describe('createResponseCache', () => {
  it('keeps an answer for its lifetime, read through the clock', () => {
    const clock = createManualClock(1_000)
    const cache = createResponseCache(clock)
    cache.set('k', { count: 1 }, 30_000)
    clock.advance(29_999)
    expect(cache.get('k')).toEqual({ hit: true, value: { count: 1 } })
    clock.advance(1)
    expect(cache.get('k')).toEqual({ hit: false })
  })

  it('stores nothing for a lifetime of 0', () => {
    const cache = createResponseCache(createManualClock())
    cache.set('k', 'v', 0)
    expect(cache.get('k')).toEqual({ hit: false })
  })

  it('can cache an answer that is null', () => {
    const cache = createResponseCache(createManualClock())
    cache.set('k', null, 1_000)
    expect(cache.get('k')).toEqual({ hit: true, value: null })
  })

  it('drops the least recently used entry beyond its size, and expired ones on write', () => {
    const clock = createManualClock()
    const cache = createResponseCache(clock, 2)
    cache.set('a', 1, 10_000)
    cache.set('b', 2, 10_000)
    cache.get('a')
    cache.set('c', 3, 10_000)
    expect(cache.get('b')).toEqual({ hit: false })
    expect(cache.get('a').hit).toBe(true)
    expect(cache.get('c').hit).toBe(true)
    cache.set('short', 4, 100)
    clock.advance(100)
    cache.set('d', 5, 10_000)
    expect(cache.size()).toBe(2)
  })
})
