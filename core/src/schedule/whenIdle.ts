import type { LatchWindow } from '../options/types'

/** At the latest this long after it was asked, idle or not (spec-free: a first-paint courtesy). */
export const IDLE_TIMEOUT_MS = 1000

/**
 * Runs `task` once the page is idle after its first paint (`requestIdleCallback`, at most
 * `IDLE_TIMEOUT_MS` later), so background work (remote config, origin check, prefetches) never
 * delays what the visitor sees first. Where the window has no idle callback (a server, a test
 * window) it runs at once. Returns the cancel.
 */
export function whenIdle(window: LatchWindow | undefined, task: () => void): () => void {
  const idle = window?.requestIdleCallback
  if (!idle) {
    task()
    return () => {}
  }
  const id = idle.call(window, () => task(), { timeout: IDLE_TIMEOUT_MS })
  return () => window.cancelIdleCallback?.call(window, id)
}
