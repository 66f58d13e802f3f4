import { AuthError, messages } from './errors'
import { keys } from './records'
import type { AuthStorage } from './storage'

export interface RateLimitOptions {
  /** Default 60 000. */
  windowMs?: number
  /** Requests per client address per window; default 300. */
  maxRequests?: number
}

/**
 * A fixed-window counter per client address, on the server's clock, kept in the storage: every
 * instance on one database counts into the same window (one atomic `increment` a request). Past
 * `maxRequests` in a window the answer is 429 'Rate limited' with Retry-After until the window
 * ends. A window's count expires with it, so a flood of addresses costs rows only until the sweep.
 */
export function createRateLimiter(
  storage: AuthStorage,
  now: () => number,
  options: RateLimitOptions = {},
) {
  const windowMs = options.windowMs ?? 60_000
  const maxRequests = options.maxRequests ?? 300
  return {
    async hit(address: string): Promise<void> {
      const at = now()
      const { count, expiresAt } = await storage.increment(keys.rate(address), at + windowMs)
      if (count > maxRequests) {
        const seconds = Math.max(1, Math.ceil((expiresAt - at) / 1000))
        throw new AuthError(429, 'RATE_LIMITED', messages.rateLimited, {
          'retry-after': String(seconds),
        })
      }
    },
  }
}
