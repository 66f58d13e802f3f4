import { AuthError, messages } from './errors'

export interface RateLimitOptions {
  /** Default 60 000. */
  windowMs?: number
  /** Requests per client address per window; default 300. */
  maxRequests?: number
}

/** Above this many tracked addresses, finished windows are swept on the next hit. */
const SWEEP_ABOVE = 10_000

/**
 * A fixed-window counter per client address, on the server's clock: past `maxRequests` in a window
 * the answer is 429 'Rate limited' with Retry-After until the window ends.
 */
export function createRateLimiter(now: () => number, options: RateLimitOptions = {}) {
  const windowMs = options.windowMs ?? 60_000
  const maxRequests = options.maxRequests ?? 300
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    hit(address: string): void {
      const at = now()
      if (windows.size > SWEEP_ABOVE) {
        for (const [key, window] of windows)
          if (at - window.startedAt >= windowMs) windows.delete(key)
      }
      let window = windows.get(address)
      if (!window || at - window.startedAt >= windowMs) {
        window = { startedAt: at, count: 0 }
        windows.set(address, window)
      }
      window.count++
      if (window.count > maxRequests) {
        const seconds = Math.ceil((window.startedAt + windowMs - at) / 1000)
        throw new AuthError(429, 'RATE_LIMITED', messages.rateLimited, {
          'retry-after': String(seconds),
        })
      }
    },
  }
}
