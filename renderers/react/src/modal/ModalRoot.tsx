import { useLatch, useLatchState } from '@latch/hooks'
import { useEffect, useReducer, useState } from 'react'
import { isModalReadyFor, lazyModal, loadModalWith } from './lazyModal'
import { useViews } from './viewRegistry'
import { warmUp } from './warmUp'

/**
 * Loads the modal the first time it opens, together with the view it opens on and its texts in
 * the client's language, and keeps it mounted after (its state lives in Latch). All of them, and
 * the catalogue's first wallets, start downloading right after the first commit, so a click soon
 * after the button shows finds them ready.
 */
export function ModalRoot() {
  const latch = useLatch()
  const views = useViews()
  const open = useLatchState((s) => s.modal.open)
  const view = useLatchState((s) => s.router.history.at(-1)?.view ?? 'Connect')
  const locale = useLatchState((s) => s.locale)
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  // Downloads right after the first commit (a click can come the moment the button shows), never
  // in the render that paints the button; the catalogue's first wallets too.
  useEffect(() => warmUp(latch, views), [latch, views])
  // The first time, the modal shows with its view in (no spinner in between); later views load
  // inside the mounted modal, which keeps focus and state.
  const [shown, setShown] = useState(false)
  const ready = shown || (wanted && isModalReadyFor(view, views, locale))
  if (ready && !shown) setShown(true)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (!wanted || ready) return
    let live = true
    loadModalWith(view, views, locale).then(() => {
      if (live) rerender()
    })
    return () => {
      live = false
    }
  }, [wanted, ready, view, views, locale])
  const Modal = lazyModal.current()
  return ready && Modal ? <Modal /> : null
}
