import { type Latch, selectIsConnected, type ViewName } from '@latch/core'
import { isModalReadyFor, loadModalWith } from './lazyModal'
import type { ViewSet } from './viewRegistry'

const warmed = new WeakMap<Latch, Set<ViewName>>()
const ignore = () => {}

/** The view `latch.open()` shows (spec §2): Account once an address is connected, else Connect. */
const openingView = (latch: Latch): ViewName =>
  selectIsConnected(latch.getState()) ? 'Account' : 'Connect'

/**
 * Starts downloading the modal's chunk, `view`'s (as `views`, the LatchUI's registry, has it),
 * the modal's texts in the client's language and the view titles, once (later calls are free).
 * Only code: nothing is fetched from a service.
 */
export function preloadModal(latch: Latch, views: ViewSet, view: ViewName = openingView(latch)) {
  const { locale } = latch.getState()
  if (!isModalReadyFor(view, views, locale)) loadModalWith(view, views, locale).catch(ignore)
}

/**
 * Gets the modal ready before it opens, in the background: its chunk and the view's (fetched and
 * evaluated, not rendered) and, for Connect, the catalogue's first wallets. Once per view and
 * client; a failure is left for the real open to retry and report.
 */
export function warmUp(latch: Latch, views: ViewSet, view: ViewName = openingView(latch)): void {
  const done = warmed.get(latch) ?? new Set()
  warmed.set(latch, done)
  if (done.has(view)) return
  done.add(view)
  preloadModal(latch, views, view)
  // Opened already (a click before this warm-up): the opening fetches the catalogue itself, once
  // the modal shows; now it would compete with the modal's chunks.
  if (view === 'Connect' && !latch.getState().modal.open) {
    latch.dispatch({ type: 'wallets.prefetch' }).catch(ignore)
  }
}

/** Props that warm the modal up on the first sign of intent: a pointer over it, a press, focus. */
export function warmUpOnIntent(latch: Latch, views: ViewSet, view?: ViewName) {
  const warm = () => warmUp(latch, views, view)
  return { onPointerEnter: warm, onPointerDown: warm, onFocus: warm }
}
