import { errorCatalogue } from '@latch/core'
import { holdIdleWork } from '@latch/core/plugin'
import { useLatch, useLatchState } from '@latch/hooks'
import * as React from 'react'
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useReducer, useState } from 'react'
import { isModalReadyFor, lazyModal, loadModalWith } from './lazyModal'
import { pageScrollbarWidth, ScrollLock } from './ScrollLock'
import { useViews } from './viewRegistry'
import { preloadModal, warmUp } from './warmUp'

const ignore = () => {}

/** `useLayoutEffect` in a page; on a server, where it never runs, React 18 warns about it. */
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * React's `Activity` where this React has it: 19.2 and later, and `unstable_Activity` in the
 * canary builds a framework may bundle (Next.js 15's App Router). Read off the module object: a named
 * import of an export a React lacks fails the build in some bundlers.
 */
const react = React as unknown as Record<
  string,
  React.ComponentType<{ mode: 'visible' | 'hidden'; children: ReactNode }> | undefined
>
const Activity = react.Activity ?? react.unstable_Activity

/**
 * Hosts the modal. Its chunk, the view it opens on, its texts and the catalogue's first wallets
 * start downloading right after the first commit; once they are in, the modal is rendered hidden
 * (React's `Activity`, at idle priority), so opening it only reveals what is
 * already built; a React without `Activity` builds it as it opens. It stays mounted after (its
 * state lives in Latch); each close builds a fresh one, hidden, for the next open, so nothing
 * typed in a view outlives the modal it was typed in.
 */
export function ModalRoot() {
  const latch = useLatch()
  const views = useViews()
  const open = useLatchState((s) => s.modal.open)
  const view = useLatchState((s) => s.router.history.at(-1)?.view ?? 'Connect')
  const locale = useLatchState((s) => s.locale)
  // The chunks start downloading in the task right after the commit that shows the button: a
  // click can come at once, and a passive effect ran only after it. In the commit itself they
  // delayed the button. A/B in one run, median of 21, click at once → Connect painted: passive
  // effect 213 ms, this timer 160 ms (in the commit: 130 ms, but the button 29 ms later). The
  // plugins are set up in the same task, while the chunks download, rather than once the page
  // is idle: a first click then does not pay for it (every-plugin app, click at once: 45.5 →
  // 26.8 ms, the button's frame unchanged). The catalogue's first wallets come after the paint
  // (`warmUp`).
  useClientLayoutEffect(() => {
    const timer = setTimeout(() => {
      preloadModal(latch, views)
      latch.prepare()
    }, 0)
    return () => clearTimeout(timer)
  }, [latch, views])
  useEffect(() => warmUp(latch, views), [latch, views])
  // The first time, the modal is built once its view is in (no spinner in between); later views
  // load inside the mounted modal, which keeps focus and state.
  const [built, setBuilt] = useState(false)
  const ready = built || isModalReadyFor(view, views, locale)
  if (ready && !built) setBuilt(true)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  // Asked for and not in yet: the page's idle work (origin check, remote config, prefetches)
  // waits, or it runs in the idle time before the chunks arrive and delays the modal. A click at
  // once → Connect painted, median of 21: 98 → 82 ms.
  useClientLayoutEffect(() => (open && !ready ? holdIdleWork(window) : undefined), [open, ready])
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening retries a failed download
  useEffect(() => {
    if (ready) return
    let live = true
    loadModalWith(view, views, locale).then(
      () => {
        if (live) rerender()
      },
      () => {
        // Asked for and not coming (offline, a deploy replaced the chunk): say so, and close, so
        // the button is not dead and the next click downloads again. A warm-up's failure is left
        // to that click.
        if (!live || !open) return
        latch.close().catch(ignore)
        latch
          .dispatch({
            type: 'toast.show',
            variant: 'error',
            message: errorCatalogue.UI_LOAD_FAILED,
            code: 'UI_LOAD_FAILED',
          })
          .catch(ignore)
      },
    )
    return () => {
      live = false
    }
  }, [ready, open, view, views, locale])
  const { closes, scrollbar } = useOpenings(open)
  const Modal = lazyModal.current()
  // The same element while only `open` changes: revealing it re-renders nothing.
  const modal = useMemo(() => Modal && <Modal key={closes} />, [Modal, closes])
  if (!ready || !modal) return null
  const content = (
    <>
      {/* First: its layout effect writes before the modal's read the layout. */}
      <ScrollLock scrollbar={scrollbar} />
      {modal}
    </>
  )
  if (Activity) return <Activity mode={open ? 'visible' : 'hidden'}>{content}</Activity>
  return open ? content : null
}

/**
 * How many times the modal was closed (a new count is a new modal, built while hidden) and the
 * page's scrollbar as it was when it last opened, read in the render that opens it.
 */
function useOpenings(open: boolean): { closes: number; scrollbar: number } {
  const [seen, setSeen] = useState({ open, closes: 0, scrollbar: 0 })
  if (seen.open === open) return seen
  const next = open
    ? { open, closes: seen.closes, scrollbar: pageScrollbarWidth() }
    : { open, closes: seen.closes + 1, scrollbar: 0 }
  setSeen(next)
  return next
}
