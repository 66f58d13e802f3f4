import type { LatchWindow } from '../options/types'

/** At the latest this long after it was asked, idle or not (spec-free: a first-paint courtesy). */
export const IDLE_TIMEOUT_MS = 1000

/** The longest a hold keeps idle work waiting: one never released cannot starve it. */
export const IDLE_HOLD_MAX_MS = 1000

// Per page, how many holds are on: idle time is the page's, whoever schedules in it.
const holdsOf = new WeakMap<LatchWindow, number>()

/** The visitor's first action, for `whenIdle(…, afterAction)`: a press or a key. */
const ACTIONS = ['pointerdown', 'keydown']

// Per page, the requests waiting for the visitor's first action; null once it came. Watched from
// Latch's first idle work on, so an action that came before a request is not waited for again (a
// modal opened by a click loads its code at once).
const waitingFor = new WeakMap<LatchWindow, Set<() => void> | null>()

function watchFirstAction(window: LatchWindow) {
  if (waitingFor.has(window) || !window.addEventListener) return
  const waiting = new Set<() => void>()
  waitingFor.set(window, waiting)
  const acted = () => {
    waitingFor.set(window, null)
    for (const type of ACTIONS) window.removeEventListener?.(type, acted, true)
    for (const request of waiting) request()
  }
  for (const type of ACTIONS) window.addEventListener(type, acted, true)
}

/**
 * Runs `task` once the page is idle after its first paint (`requestIdleCallback`, at most
 * `IDLE_TIMEOUT_MS` later), so background work (remote config, origin check, prefetches) never
 * delays what the visitor sees first. An idle period that comes while the page is held
 * (`holdIdleWork`) is passed over: the task asks for the next one. Where the window has no idle
 * callback (a server, a test window) it runs at once. `afterAction`: not before the visitor's
 * first press or key in the page either (issue 35: what asks a remote service on its own waits
 * for the visitor), in a window with events. Returns the cancel.
 */
export function whenIdle(
  window: LatchWindow | undefined,
  task: () => void,
  afterAction?: boolean,
): () => void {
  const idle = window?.requestIdleCallback
  if (!window || !idle) {
    task()
    return () => {}
  }
  watchFirstAction(window)
  let id = 0
  const request = () => {
    id = idle.call(window, () => (holdsOf.get(window) ? request() : task()), {
      timeout: IDLE_TIMEOUT_MS,
    })
  }
  const waiting = afterAction && waitingFor.get(window)
  if (waiting) waiting.add(request)
  else request()
  return () => {
    if (waiting) waiting.delete(request)
    window.cancelIdleCallback?.call(window, id)
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
  holdsOf.set(window, (holdsOf.get(window) ?? 0) + 1)
  let held = true
  const release = () => {
    if (held) holdsOf.set(window, (holdsOf.get(window) ?? 1) - 1)
    held = false
  }
  setTimeout(release, IDLE_HOLD_MAX_MS)
  return release
}
