import { type Latch, selectIsConnected, type ViewName } from '@latch/core'
import { lazyModal } from './lazyModal'
import { views } from './viewRegistry'

const warmed = new WeakMap<Latch, Set<ViewName>>()

/**
 * Gets the modal ready before it opens, in the background: its chunk and the view's (fetched and
 * evaluated, not rendered) and, for Connect, the catalogue's first wallets. Once per view and
 * client; a failure is left for the real open to retry and report.
 */
export function warmUp(
  latch: Latch,
  // The view `latch.open()` shows (spec §2): Account once an address is connected, else Connect.
  view: ViewName = selectIsConnected(latch.getState()) ? 'Account' : 'Connect',
): void {
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
