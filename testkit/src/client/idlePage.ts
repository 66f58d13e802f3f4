import type { LatchWindow } from '@latch/core'

/** More idle periods in a row than any background work asks for: the page is held. */
const MAX_IDLE_PERIODS = 100

export interface IdlePage {
  /** A page window whose idle callbacks run only when the test calls `becomeIdle()`. */
  window: LatchWindow & Required<Pick<LatchWindow, 'requestIdleCallback' | 'cancelIdleCallback'>>
  /**
   * Runs every idle callback waiting, and those they ask for (the page went idle, and stays so).
   * Throws on a page held (`holdIdleWork`) meanwhile: its idle work asks again, and again.
   */
  becomeIdle(): void
  /** Runs the idle callbacks waiting now (one idle period); those they ask for wait for the next. */
  idlePeriod(): void
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
  const idlePeriod = () => {
    const callbacks = [...waiting.values()]
    waiting.clear()
    for (const callback of callbacks) callback()
  }
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
      for (let periods = 0; waiting.size > 0; periods++) {
        if (periods === MAX_IDLE_PERIODS) {
          throw new Error('The page never settles: is its idle work held (holdIdleWork)?')
        }
        idlePeriod()
      }
    },
    idlePeriod,
    pending: () => waiting.size,
  }
}
