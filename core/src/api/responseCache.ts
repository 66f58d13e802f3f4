import type { Clock } from '../clock/clock'
import { LRU_CACHE_SIZES } from '../constants'

/** Answers kept for a while, read through the injected clock, least recently used dropped first. */
export interface ResponseCache {
  /** The answer stored under `key`, or `{ hit: false }` when absent or expired. */
  get(key: string): { hit: true; value: unknown } | { hit: false }
  set(key: string, value: unknown, lifetimeMs: number): void
  size(): number
}

interface Entry {
  value: unknown
  expiresAt: number
}

export function createResponseCache(
  clock: Clock,
  maxEntries: number = LRU_CACHE_SIZES.small,
): ResponseCache {
  const entries = new Map<string, Entry>()

  const dropExpired = (now: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key)
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return { hit: false }
      if (entry.expiresAt <= clock.now()) {
        entries.delete(key)
        return { hit: false }
      }
      // Map order is the recency order: a read moves the entry to the end.
      entries.delete(key)
      entries.set(key, entry)
      return { hit: true, value: entry.value }
    },
    set(key, value, lifetimeMs) {
      if (lifetimeMs <= 0) return
      const now = clock.now()
      dropExpired(now)
      entries.delete(key)
      entries.set(key, { value, expiresAt: now + lifetimeMs })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
    size: () => entries.size,
  }
}
