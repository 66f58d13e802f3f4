import type { ManualClock } from '@latch/core'

export interface AdvanceUntilOptions {
  /** Clock time per step, in ms. Default 1000. */
  stepMs?: number
  /** Real time before giving up, in ms. Default 15,000. */
  timeoutMs?: number
}

/**
 * Moves a manual clock on `stepMs` at a time until `done()`, letting real time pass between steps:
 * what the clock drives may first wait on something real (a chunk loading on first use, a local
 * server's answer), and a loop that only counts steps can run out before its first timer exists.
 * Fails after `timeoutMs` of real time.
 *
 * @example
 * await advanceUntil(latch.clock, () => status() === 'unavailable') // through every retry
 */
export async function advanceUntil(
  /** The clock, or what moves it (a React test wraps each step in `act`). */
  clock: Pick<ManualClock, 'advanceAsync'>,
  done: () => boolean,
  { stepMs = 1000, timeoutMs = 15_000 }: AdvanceUntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`advanceUntil: not done after ${timeoutMs} ms`)
    await clock.advanceAsync(stepMs)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
