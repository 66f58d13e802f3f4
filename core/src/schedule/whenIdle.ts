import type { LatchWindow } from '../options/types'

/** At the latest this long after it was asked, idle or not (spec-free: a first-paint courtesy). */
export const IDLE_TIMEOUT_MS = 1000

/** The longest a hold keeps idle work waiting: one never released cannot starve it. */
export const IDLE_HOLD_MAX_MS = 1000

/** A page's holds: how many are on, and the idle work that came while they were. */
interface Holds {
  count: number
  waiting: Set<() => void>
}

// Per page: idle time is the page's, whoever schedules in it (a client, the default UI).
const holdsOf = new WeakMap<LatchWindow, Holds>()

/**
 * Runs `task` once the page is idle after its first paint (`requestIdleCallback`, at most
 * `IDLE_TIMEOUT_MS` later), so background work (remote config, origin check, prefetches) never
 * delays what the visitor sees first. While the page is held (`holdIdleWork`), it waits for the
 * first idle period after the release. Where the window has no idle callback (a server, a test
 * window) it runs at once. Returns the cancel.
 */
export function whenIdle(window: LatchWindow | undefined, task: () => void): () => void {
  const idle = window?.requestIdleCallback
  if (!window || !idle) {
    task()
    return () => {}
  }
  let id: number | undefined
  const request = () => {
    id = idle.call(window, run, { timeout: IDLE_TIMEOUT_MS })
  }
  const run = () => {
    const holds = holdsOf.get(window)
    if (holds && holds.count > 0) holds.waiting.add(request)
    else task()
  }
  request()
  return () => {
    holdsOf.get(window)?.waiting.delete(request)
    if (id !== undefined) window.cancelIdleCallback?.call(window, id)
  }
}

/**
 * Keeps the page's idle work (`whenIdle`) waiting while something the visitor asked for is on
 * its way: the idle time before a chunk arrives is not the visitor's to spend on prefetches. Held
 * until the returned release is called (once is enough, more is harmless), at most
 * `IDLE_HOLD_MAX_MS`.
 */
export function holdIdleWork(window: LatchWindow | undefined): () => void {
  if (!window) return () => {}
  const holds = holdsOf.get(window) ?? { count: 0, waiting: new Set() }
  holdsOf.set(window, holds)
  holds.count++
  let released = false
  const release = () => {
    if (released) return
    released = true
    clearTimeout(cap)
    holds.count--
    if (holds.count > 0) return
    const waiting = [...holds.waiting]
    holds.waiting.clear()
    for (const request of waiting) request()
  }
  const cap = setTimeout(release, IDLE_HOLD_MAX_MS)
  return release
}
