import { type ComponentType, useEffect, useReducer, useState } from 'react'
import type { LazyComponent } from './lazyComponent'

/** Where a set of lazy components stands: loading, in (the components), or failed (retry). */
export type LazyComponents =
  | { status: 'loading' }
  | { status: 'ready'; components: (ComponentType | undefined)[] }
  | { status: 'failed'; retry: () => void }

/**
 * `components` once all are loaded (started in parallel). A chunk that fails to load (a network
 * blip, a deploy that replaced it) is `failed` with a `retry`, never a spinner that spins forever.
 */
export function useLazyComponents(
  components: readonly (LazyComponent | undefined)[],
): LazyComponents {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const [failed, setFailed] = useState(false)
  const missing = components.filter((c) => c && !c.current())
  // No dependencies: loads on each render that still misses one (a retry is one).
  useEffect(() => {
    if (missing.length === 0 || failed) return
    let live = true
    Promise.all(missing.map((c) => c?.load())).then(
      () => live && rerender(),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  })
  if (missing.length === 0)
    return { status: 'ready', components: components.map((c) => c?.current()) }
  if (failed) return { status: 'failed', retry: () => setFailed(false) }
  return { status: 'loading' }
}
