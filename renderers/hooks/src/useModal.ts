import type { ViewData, ViewName } from '@latch/core'
import { useMemo } from 'react'
import { shallowEqual } from './shallowEqual'
import { useLatch } from './useLatch'
import { useLatchState } from './useLatchState'

/** The modal: whether it is open, its current view, and the commands that move it. */
export function useModal() {
  const latch = useLatch()
  const { isOpen, loading, current } = useLatchState(
    (s) => ({ isOpen: s.modal.open, loading: s.modal.loading, current: s.router.history.at(-1) }),
    shallowEqual,
  )
  const actions = useMemo(
    () => ({
      open: (options?: { view?: ViewName; data?: ViewData }) => latch.open(options),
      close: () => latch.close(),
      push: (view: ViewName, data?: ViewData) =>
        latch.dispatch({ type: 'router.push', view, data }),
      replace: (view: ViewName, data?: ViewData) =>
        latch.dispatch({ type: 'router.replace', view, data }),
      back: () => latch.dispatch({ type: 'router.back' }),
    }),
    [latch],
  )
  return {
    isOpen,
    loading,
    view: current?.view ?? 'Connect',
    viewData: current?.data ?? {},
    ...actions,
  }
}
