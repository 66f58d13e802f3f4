import { useLatchState } from '@latch/hooks'
import { useState } from 'react'
import { lazyComponent, useLazyComponents } from './lazyComponent'
import { views } from './viewRegistry'

// The modal is its own chunk, and so is each view: pages ship them only once someone opens it.
const modal = lazyComponent(() => import('./Modal'))

/**
 * Loads the modal the first time it opens, together with the view it opens on (in parallel, not
 * one after the other), and keeps it mounted after (its state lives in Latch).
 */
export function ModalRoot() {
  const open = useLatchState((s) => s.modal.open)
  const view = useLatchState((s) => s.router.history.at(-1)?.view ?? 'Connect')
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  const loaded = useLazyComponents(
    wanted ? ([modal, views[view]?.Component] as const) : ([] as const),
  )
  if (!wanted || !loaded) return null
  const [Modal] = loaded
  return Modal ? <Modal /> : null
}
