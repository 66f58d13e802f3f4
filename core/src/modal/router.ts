import type { LatchState } from '../state/types'
import type { RouterEntry, RouterState, ViewData, ViewName } from './types'

/**
 * The view stack's rules (spec §2) as pure functions: each takes a `RouterState` and returns the
 * next one, never mutating its input. The modal module wires the router commands to them.
 */

/** The view on screen: the top of the stack. */
export function currentView(router: RouterState): RouterEntry {
  // The history is never empty: every function here returns at least one entry.
  return router.history[router.history.length - 1]!
}

/** The view on screen, for `latch.subscribe`. */
export function selectCurrentView(state: Pick<LatchState, 'router'>): RouterEntry {
  return currentView(state.router)
}

export function routerEntry(view: ViewName, data: ViewData = {}): RouterEntry {
  return { view, data }
}

/**
 * Adds a view on top. Pushing the view already on screen only updates its data, so a double click
 * on "connect" does not leave two copies that each need a back.
 */
export function pushView(router: RouterState, entry: RouterEntry): RouterState {
  if (currentView(router).view === entry.view) return replaceView(router, entry)
  return { history: [...router.history, entry] }
}

/** Puts a view in place of the one on screen: back then skips the replaced view. */
export function replaceView(router: RouterState, entry: RouterEntry): RouterState {
  return { history: [...router.history.slice(0, -1), entry] }
}

/** Starts a new history with this one view. */
export function resetView(entry: RouterEntry): RouterState {
  return { history: [entry] }
}

/**
 * Back one view, or `undefined` when the first view is on screen: there is nothing behind it, and
 * the modal closes. A Connect view uncovered while an address is connected shows Account in its
 * place, since there is nothing left to connect.
 */
export function backView(
  router: RouterState,
  { connected }: { connected: boolean },
): RouterState | undefined {
  if (router.history.length <= 1) return undefined
  const history = router.history.slice(0, -1)
  const uncovered = history[history.length - 1]!
  if (connected && uncovered.view === 'Connect') {
    history[history.length - 1] = { view: 'Account', data: uncovered.data }
  }
  return { history }
}
