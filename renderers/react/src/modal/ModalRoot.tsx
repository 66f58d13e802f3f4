import { useLatchState } from '@latch/hooks'
import { lazy, Suspense, useState } from 'react'

// The modal is its own chunk: pages ship it only once someone opens it.
const Modal = lazy(() => import('./Modal'))

/** Loads the modal the first time it opens and keeps it mounted after (its state lives in Latch). */
export function ModalRoot() {
  const open = useLatchState((s) => s.modal.open)
  const [loaded, setLoaded] = useState(false)
  if (open && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  )
}
