import type { Clock } from '../clock/clock'

/** Keys (e.g. namespaces) that may not be retried until a while after their last failure. */
export interface RetryBlock<K> {
  /** Starts (or restarts) the block of `key` now. */
  block(key: K): void
  isBlocked(key: K): boolean
  /** Lifts the block of `key` (after a success). */
  clear(key: K): void
}

/** A retry block of `durationMs` read through the injected clock, so tests move time by hand. */
export function createRetryBlock<K>(clock: Clock, durationMs: number): RetryBlock<K> {
  const blockedAt = new Map<K, number>()
  return {
    block: (key) => {
      blockedAt.set(key, clock.now())
    },
    isBlocked: (key) => {
      const since = blockedAt.get(key)
      return since !== undefined && clock.now() - since < durationMs
    },
    clear: (key) => {
      blockedAt.delete(key)
    },
  }
}
