import type { ComponentType } from 'react'

/** A component in its own chunk, loaded on demand, rendered as soon as it is in. */
export interface LazyComponent<P = object> {
  /** The component once loaded, else undefined. */
  current(): ComponentType<P> | undefined
  /** Loads it (once); resolves with it. */
  load(): Promise<ComponentType<P>>
}

/**
 * Code splitting without Suspense: React holds back a suspended boundary's content for up to
 * 300 ms to batch loading trains, which nested lazy boundaries (modal, then view) pay twice. Loaded
 * chunks are rendered at once instead, and callers load several in parallel.
 */
export function lazyComponent<P = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  return {
    current: () => component,
    load: () => {
      loading ??= load().then(
        (module) => {
          component = module.default
          return component
        },
        (error: unknown) => {
          // A chunk that failed (a network blip) is fetched again on the next call.
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}
