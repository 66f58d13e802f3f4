import { type Latch, selectIsConnected, type ViewName } from '@latch/core'
import { whenIdle } from '@latch/core/plugin'
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
export function preloadModal(
  latch: Latch,
  views: ViewSet,
  view: ViewName = openingView(latch),
): Promise<void> {
  const { locale } = latch.getState()
  if (isModalReadyFor(view, views, locale)) return Promise.resolve()
  const loading = loadModalWith(view, views, locale)
  loading.catch(ignore)
  return loading
}

/**
 * Gets the modal ready before it opens, in the background: its chunk and the view's (fetched and
 * evaluated, not rendered) and then, for Connect, the catalogue's first wallets. Once per view and
 * client; a failure is left for the real open to retry and report.
 */
export function warmUp(latch: Latch, views: ViewSet, view: ViewName = openingView(latch)): void {
  const done = warmed.get(latch) ?? new Set()
  warmed.set(latch, done)
  if (done.has(view)) return
  done.add(view)
  const loaded = preloadModal(latch, views, view)
  if (view !== 'Connect') return
  // The catalogue once the modal's code is in and the page is idle: asked for with the modal's
  // chunks, its answer and the code it needs (the plugins' set-up, the core's first-use chunk)
  // were evaluated just as a click 100 ms after the button wanted the modal. A/B under Vite's
  // defaults, two runs (median of 9 and 11): that click 123 → 77 and 80 → 64 ms.
  loaded.then(
    () =>
      whenIdle(window, () => {
        // Opened meanwhile (a click before the warm-up was done): the opening fetches the
        // catalogue itself, once the modal shows.
        if (!latch.getState().modal.open) latch.dispatch({ type: 'wallets.prefetch' }).catch(ignore)
      }),
    ignore,
  )
}

/** Props that warm the modal up on the first sign of intent: a pointer over it, a press, focus. */
export function warmUpOnIntent(latch: Latch, views: ViewSet, view?: ViewName) {
  const warm = () => warmUp(latch, views, view)
  return { onPointerEnter: warm, onPointerDown: warm, onFocus: warm }
}
