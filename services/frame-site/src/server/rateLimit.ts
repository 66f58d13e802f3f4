import type { RecordStore } from '@latch/sql-store'

export interface RateLimitOptions {
  /** Default 60 000. */
  windowMs?: number
  /** Requests per client per window; default 30. */
  maxRequests?: number
  /** Clients tracked at once; default `MAX_TRACKED_CLIENTS`. */
  maxClients?: number
}

/** Above this many clients, finished windows are dropped, then the oldest windows. */
export const MAX_TRACKED_CLIENTS = 10_000

/** Counts a request: 0 when it may go on, else the whole seconds until its window ends. */
export interface RateLimiter {
  hit(key: string): number | Promise<number>
}

/**
 * The same fixed window, counted in the site's database: every instance of the site on one
 * database counts into one window per client (one atomic `increment` a request), so N instances
 * do not give a client N allowances. A window's count expires with it (the sweep bounds a flood).
 */
export function createRecordRateLimiter(
  records: RecordStore,
  now: () => number,
  options: Omit<RateLimitOptions, 'maxClients'> = {},
): { hit(key: string): Promise<number> } {
  const windowMs = options.windowMs ?? 60_000
  const maxRequests = options.maxRequests ?? 30
  return {
    async hit(key) {
      const at = now()
      const { count, expiresAt } = await records.increment(`rate:${key}`, at + windowMs)
      return count <= maxRequests ? 0 : Math.max(1, Math.ceil((expiresAt - at) / 1000))
    },
  }
}

/**
 * A fixed-window counter per client key (the pattern of the auth server's limiter), on the site's
 * clock, in this process (a site without a database), bounded: past `maxClients` the finished windows go first, then the oldest (a client whose
 * window is dropped starts a new one: it can only gain a fresh window, never take another's).
 *
 * @example
 * const limiter = createRateLimiter(Date.now, { maxRequests: 30 })
 * const wait = limiter.hit('203.0.113.7') // 0: go on; else seconds until the window ends
 */
export function createRateLimiter(now: () => number, options: RateLimitOptions = {}) {
  const windowMs = options.windowMs ?? 60_000
  const maxRequests = options.maxRequests ?? 30
  const maxClients = options.maxClients ?? MAX_TRACKED_CLIENTS
  // Insertion order is window start order (a new window is re-inserted): oldest first.
  const windows = new Map<string, { startedAt: number; count: number }>()

  // Oldest first: finished windows go before any live one.
  const makeRoom = () => {
    for (const key of windows.keys()) {
      if (windows.size < maxClients) return
      windows.delete(key)
    }
  }

  return {
    /** Counts a request: 0 when it may go on, else the whole seconds until its window ends. */
    hit(key: string): number {
      const at = now()
      let window = windows.get(key)
      if (!window || at - window.startedAt >= windowMs) {
        windows.delete(key)
        makeRoom()
        window = { startedAt: at, count: 0 }
        windows.set(key, window)
      }
      window.count++
      if (window.count <= maxRequests) return 0
      return Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000))
    },
    /** Clients tracked now. */
    size: () => windows.size,
  }
}
