import { type ComponentType, useEffect, useReducer } from 'react'
import type { LazyComponent } from './lazyComponent'

/** The components once all are loaded (starting them in parallel), else undefined. */
export function useLazyComponents(
  components: readonly (LazyComponent | undefined)[],
): (ComponentType | undefined)[] | undefined {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const missing = components.filter((c) => c && !c.current())
  useEffect(() => {
    if (missing.length === 0) return
    let live = true
    Promise.all(missing.map((c) => c?.load())).then(() => {
      if (live) rerender()
    })
    return () => {
      live = false
    }
  })
  if (missing.length > 0) return undefined
  return components.map((c) => c?.current())
}
