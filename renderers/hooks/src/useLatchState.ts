import type { EqualityFn, LatchState, Selector } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatch } from './useLatch'

/**
 * Selects from the Latch state; the component re-renders only when the selected value changes
 * (by `equalityFn`, `Object.is` by default). Tear-free and safe in SSR and strict mode through
 * `useSyncExternalStore`; hydration reads `latch.getServerState()`, what the server rendered.
 *
 * @example
 * const address = useLatchState((s) => s.accounts.eip155?.address)
 */
export function useLatchState<T>(
  selector: Selector<LatchState, T>,
  equalityFn: EqualityFn<T> = Object.is,
): T {
  const latch = useLatch()
  // The last state read and what it selected: a new but equal selection keeps the old reference,
  // so React sees no change and does not re-render.
  const memo = useRef<{ state: LatchState; selection: T } | null>(null)
  const select = useCallback(
    (state: LatchState): T => {
      const last = memo.current
      if (last && last.state === state) return last.selection
      const next = selector(state)
      if (last && equalityFn(last.selection, next)) {
        memo.current = { state, selection: last.selection }
        return last.selection
      }
      memo.current = { state, selection: next }
      return next
    },
    [selector, equalityFn],
  )
  const subscribe = useCallback(
    (onChange: () => void) => latch.subscribe((state) => state, onChange),
    [latch],
  )
  const getSnapshot = () => select(latch.getState())
  // A server renders, and the page hydrates with, the state made from the visitor's cookies: the
  // page's live state (a reconnect that finished first) follows right after hydration, never in it.
  const getServerSnapshot = () => select(latch.getServerState())
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
