import { AuthError, messages } from './errors'

export interface RateLimitOptions {
  /** Default 60 000. */
  windowMs?: number
  /** Requests per client address per window; default 300. */
  maxRequests?: number
}

/**
 * The most client addresses tracked at once: past it the least recently seen is forgotten, so a
 * flood of addresses costs bounded memory (about 1 MB) and evicts only idle ones.
 */
export const MAX_TRACKED_ADDRESSES = 10_000

/**
 * A fixed-window counter per client address, on the server's clock: past `maxRequests` in a window
 * the answer is 429 'Rate limited' with Retry-After until the window ends.
 */
export function createRateLimiter(now: () => number, options: RateLimitOptions = {}) {
  const windowMs = options.windowMs ?? 60_000
  const maxRequests = options.maxRequests ?? 300
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently seen first.
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    hit(address: string): void {
      const at = now()
      let window = windows.get(address)
      windows.delete(address)
      if (!window || at - window.startedAt >= windowMs) window = { startedAt: at, count: 0 }
      windows.set(address, window)
      if (windows.size > MAX_TRACKED_ADDRESSES) {
        windows.delete(windows.keys().next().value as string)
      }
      window.count++
      if (window.count > maxRequests) {
        const seconds = Math.ceil((window.startedAt + windowMs - at) / 1000)
        throw new AuthError(429, 'RATE_LIMITED', messages.rateLimited, {
          'retry-after': String(seconds),
        })
      }
    },
    /** Addresses tracked now. */
    size: () => windows.size,
  }
}
