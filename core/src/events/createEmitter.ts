/** Typed events: `emit` for the owner, `on`/`off` for listeners. */
export interface Emitter<Events extends object> {
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
  /** Listens to one event; returns the unsubscribe. */
  on<E extends keyof Events>(event: E, handler: (payload: Events[E]) => void): () => void
  off<E extends keyof Events>(event: E, handler: (payload: Events[E]) => void): void
  clear(): void
}

/**
 * A typed event emitter (adapters' wallet events, the providers apps listen to). A listener added
 * or removed while an event is delivered does not change that delivery.
 */
export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()
  const off: Emitter<Events>['off'] = (event, handler) => {
    listeners.get(event)?.delete(handler as (payload: never) => void)
  }
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
      return () => off(event, handler)
    },
    off,
    clear: () => listeners.clear(),
  }
}
