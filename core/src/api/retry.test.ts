import { describe, expect, it } from 'vitest'
import { QUERY_RETRY_MAX_MS } from '../constants'
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs, retryDelayMs } from './retry'

describe('backoffDelayMs', () => {
  it('doubles from 1 s and stops at 30 s: min(1000·2^n, 30000)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })
})

describe('isRetryableStatus', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true)
  })
  it.each([200, 400, 401, 403, 404, 413, 501])('does not retry %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false)
  })
})

describe('parseRetryAfterMs', () => {
  it('reads a delay in seconds', () => {
    expect(parseRetryAfterMs('7', 0)).toBe(7_000)
    expect(parseRetryAfterMs(' 0 ', 0)).toBe(0)
  })
  it('reads an HTTP date relative to now', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0)
    expect(parseRetryAfterMs('Thu, 01 Jan 2026 12:00:05 GMT', now)).toBe(5_000)
    expect(parseRetryAfterMs('Thu, 01 Jan 2026 11:00:00 GMT', now)).toBe(0)
  })
  it('ignores an absent or unreadable header', () => {
    expect(parseRetryAfterMs(null, 0)).toBeUndefined()
    expect(parseRetryAfterMs('', 0)).toBeUndefined()
    expect(parseRetryAfterMs('soon', 0)).toBeUndefined()
  })
})

describe('retryDelayMs', () => {
  it('backs off on retryable statuses and on failures without a status', () => {
    expect(retryDelayMs({ status: 503 }, 2)).toBe(4_000)
    expect(retryDelayMs({}, 0)).toBe(1_000)
  })
  it("prefers the server's Retry-After", () => {
    expect(retryDelayMs({ status: 429, retryAfterMs: 7_000 }, 0)).toBe(7_000)
  })
  it('gives up when the server asks for more than the longest back-off', () => {
    expect(retryDelayMs({ status: 429, retryAfterMs: QUERY_RETRY_MAX_MS }, 0)).toBe(30_000)
    expect(retryDelayMs({ status: 429, retryAfterMs: QUERY_RETRY_MAX_MS + 1 }, 0)).toBeUndefined()
  })
  it('never retries a status that will not change', () => {
    expect(retryDelayMs({ status: 404 }, 0)).toBeUndefined()
    expect(retryDelayMs({ status: 403, retryAfterMs: 1_000 }, 0)).toBeUndefined()
  })
})
