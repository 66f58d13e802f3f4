import { deepFreeze, produceByCopy } from './produceByCopy'
import type { Producer, Recipe } from './recipe'

export type Selector<S, T> = (state: S) => T
export type EqualityFn<T> = (a: T, b: T) => boolean

export interface Store<S> {
  /** The current snapshot: deeply frozen, replaced (never mutated) on each update. */
  getState(): S
  getInitialState(): S
  /**
   * Applies a recipe (it edits a draft, as with immer); subscribers hear of it at once, or when
   * the outer batch ends.
   */
  update(recipe: Recipe<S>): void
  /** Runs `fn`; all updates inside notify subscribers once, after it returns. */
  batch<T>(fn: () => T): T
  /**
   * Calls `listener(next, previous)` each time `selector`'s value changes (by `equalityFn`,
   * `Object.is` by default). Returns the unsubscribe.
   */
  subscribe<T>(
    selector: Selector<S, T>,
    listener: (value: T, previous: T) => void,
    equalityFn?: EqualityFn<T>,
  ): () => void
}

export interface StoreOptions {
  /** Called when a listener throws; the other listeners still run. */
  onListenerError?: (error: unknown) => void
}

interface Subscription<S> {
  selector: Selector<S, unknown>
  listener: (value: unknown, previous: unknown) => void
  equalityFn: EqualityFn<unknown>
  value: unknown
}

export interface InternalStore<S> extends Store<S> {
  /** Puts back an earlier snapshot (setup roll-back). */
  restore(snapshot: S): void
  /** Drops every subscription. */
  clear(): void
  /** Applies the next recipes with `produce` (immer's, once it loaded: same results, faster). */
  setProducer(produce: Producer): void
}

export function createStore<S extends object>(
  initialState: S,
  options: StoreOptions = {},
): InternalStore<S> {
  const initial = deepFreeze(initialState)
  let state = initial
  let produce: Producer = produceByCopy
  let depth = 0
  let dirty = false
  const subscriptions = new Set<Subscription<S>>()

  const notify = () => {
    dirty = false
    for (const subscription of Array.from(subscriptions)) {
      if (!subscriptions.has(subscription)) continue
      try {
        // Read the live state: a listener may have updated it (and notified) in the meantime.
        const next = subscription.selector(state)
        if (subscription.equalityFn(subscription.value, next)) continue
        const previous = subscription.value
        subscription.value = next
        subscription.listener(next, previous)
      } catch (error) {
        options.onListenerError?.(error)
      }
    }
  }

  const commit = (next: S) => {
    if (next === state) return
    state = next
    if (depth > 0) dirty = true
    else notify()
  }

  return {
    getState: () => state,
    getInitialState: () => initial,
    update: (recipe) => commit(produce(state, recipe)),
    restore: (snapshot) => commit(snapshot),
    batch(fn) {
      depth++
      try {
        return fn()
      } finally {
        depth--
        if (depth === 0 && dirty) notify()
      }
    },
    subscribe(selector, listener, equalityFn = Object.is) {
      const subscription: Subscription<S> = {
        selector: selector as Selector<S, unknown>,
        listener: listener as Subscription<S>['listener'],
        equalityFn: equalityFn as EqualityFn<unknown>,
        value: selector(state),
      }
      subscriptions.add(subscription)
      return () => {
        subscriptions.delete(subscription)
      }
    },
    clear: () => subscriptions.clear(),
    setProducer: (next) => {
      produce = next
    },
  }
}
