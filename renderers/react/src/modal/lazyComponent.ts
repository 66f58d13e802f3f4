import type { ComponentType } from 'react'

/** A module's default export in a chunk of its own, loaded on demand. */
export interface LazyDefault<T> {
  /** The export once loaded, else undefined. */
  current(): T | undefined
  /** Loads it (once; again after a failure); resolves with it. */
  load(): Promise<T>
}

/** A component in its own chunk, loaded on demand, rendered as soon as it is in. */
export type LazyComponent<P = object> = LazyDefault<ComponentType<P>>

/** Loads `load`'s default export once; a chunk that failed (a network blip) is fetched again. */
export function lazyDefault<T>(load: () => Promise<{ default: T }>): LazyDefault<T> {
  let value: T | undefined
  let loading: Promise<T> | undefined
  return {
    current: () => value,
    load: () => {
      loading ??= load().then(
        (module) => {
          value = module.default
          return value
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}

/**
 * Code splitting without Suspense: React holds back a suspended boundary's content for up to
 * 300 ms to batch loading trains, which nested lazy boundaries (modal, then view) pay twice. Loaded
 * chunks are rendered at once instead, and callers load several in parallel.
 */
export const lazyComponent = <P = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> => lazyDefault(load)
