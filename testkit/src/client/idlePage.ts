import type { LatchWindow } from '@latch/core'

export interface IdlePage {
  /** A page window whose idle callbacks run only when the test calls `becomeIdle()`. */
  window: LatchWindow & Required<Pick<LatchWindow, 'requestIdleCallback' | 'cancelIdleCallback'>>
  /** Runs every idle callback waiting, and those they ask for (the page went idle, and stays so). */
  becomeIdle(): void
  /** Idle callbacks waiting. */
  pending(): number
}

/**
 * A page for tests of background work: `createTestLatch({ window: page.window })` makes a browser
 * client whose idle-time work (remote config, origin check, prefetches) waits for `becomeIdle()`.
 */
export function createIdlePage(origin = 'http://localhost:5173'): IdlePage {
  const waiting = new Map<number, () => void>()
  let next = 1
  return {
    window: {
      location: { origin },
      requestIdleCallback(callback) {
        waiting.set(next, callback)
        return next++
      },
      cancelIdleCallback(id) {
        waiting.delete(id)
      },
    },
    becomeIdle() {
      // The page stays idle: what a callback asks for runs too (plugins set up once the page is
      // idle ask for their own background work).
      while (waiting.size > 0) {
        const callbacks = [...waiting.values()]
        waiting.clear()
        for (const callback of callbacks) callback()
      }
    },
    pending: () => waiting.size,
  }
}
