import type { Latch, ViewName } from '@latch/core'
import { lazyModal } from './lazyModal'
import { views } from './viewRegistry'

const warmed = new WeakMap<Latch, Set<ViewName>>()

/** The view `latch.open()` shows: Account when the active namespace is connected, else Connect. */
function openingView(latch: Latch): ViewName {
  const { networks, accounts } = latch.getState()
  const account = networks.activeNamespace ? accounts[networks.activeNamespace] : undefined
  return account?.status === 'connected' ? 'Account' : 'Connect'
}

/**
 * Gets the modal ready before it opens, in the background: its chunk and the view's (fetched and
 * evaluated, not rendered) and, for Connect, the catalogue's first wallets. Once per view and
 * client; a failure is left for the real open to retry and report.
 */
export function warmUp(latch: Latch, view: ViewName = openingView(latch)): void {
  const done = warmed.get(latch) ?? new Set()
  warmed.set(latch, done)
  if (done.has(view)) return
  done.add(view)
  const ignore = () => {}
  lazyModal.load().catch(ignore)
  views[view]?.Component.load().catch(ignore)
  if (view === 'Connect') latch.dispatch({ type: 'wallets.prefetch' }).catch(ignore)
}

/** Props that warm the modal up on the first sign of intent: a pointer over it, a press, focus. */
export function warmUpOnIntent(latch: Latch, view?: ViewName) {
  const warm = () => warmUp(latch, view)
  return { onPointerEnter: warm, onPointerDown: warm, onFocus: warm }
}
