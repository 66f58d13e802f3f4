import { useLatch, useLatchState } from '@latch/hooks'
import { useEffect, useState } from 'react'
import { useLazyComponents } from './lazyComponent'
import { lazyModal } from './lazyModal'
import { views } from './viewRegistry'
import { warmUp } from './warmUp'

/**
 * Loads the modal the first time it opens, together with the view it opens on (in parallel, not
 * one after the other), and keeps it mounted after (its state lives in Latch). Both are warmed up
 * once the page has painted, so a first click finds them ready.
 */
export function ModalRoot() {
  const latch = useLatch()
  const open = useLatchState((s) => s.modal.open)
  const view = useLatchState((s) => s.router.history.at(-1)?.view ?? 'Connect')
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  // After the first paint (a passive effect): a click can come any moment after the button shows.
  useEffect(() => warmUp(latch), [latch])
  const loaded = useLazyComponents(
    wanted ? ([lazyModal, views[view]?.Component] as const) : ([] as const),
  )
  if (!wanted || !loaded) return null
  const [Modal] = loaded
  return Modal ? <Modal /> : null
}
