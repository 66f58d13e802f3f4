import type { ChainAdapter, ChainAdapterEventName, ChainAdapterEvents } from './types'

export interface AdapterEvents {
  emit<E extends ChainAdapterEventName>(event: E, payload: ChainAdapterEvents[E]): void
  /** An adapter's `on`: listens to one event, returns the unsubscribe. */
  on: ChainAdapter['on']
  clear(): void
}

/**
 * The typed events of a ChainAdapter, for adapter authors: `on` is the adapter's own, `emit` is
 * what its wallet bridge calls. A listener added or removed while an event is delivered does not
 * change that delivery.
 */
export function createAdapterEvents(): AdapterEvents {
  const listeners = new Map<ChainAdapterEventName, Set<(payload: never) => void>>()
  return {
    emit(event, payload) {
      for (const listener of Array.from(listeners.get(event) ?? [])) {
        ;(listener as (p: typeof payload) => void)(payload)
      }
    },
    on(event, handler) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(handler as (payload: never) => void)
      return () => {
        set.delete(handler as (payload: never) => void)
      }
    },
    clear: () => listeners.clear(),
  }
}
