import type { StandardEventsChangeProperties } from '@wallet-standard/features'

type ChangeListener = (properties: StandardEventsChangeProperties) => void

/**
 * The `change` listeners of `standard:events`. No `node:events`: the wallet also runs in pages.
 */
export class ChangeListeners {
  readonly #listeners = new Set<ChangeListener>()

  /** Adds `listener`; the returned function removes it (what `standard:events` `on` returns). */
  add(listener: ChangeListener): () => void {
    // A wrapper per call: the same function added twice is removed one subscription at a time.
    const subscription: ChangeListener = (properties) => listener(properties)
    this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  /**
   * Calls every listener; one that throws does not stop the others, and its error is rethrown
   * on a later tick so it still fails the test or shows in the console.
   */
  emit(properties: StandardEventsChangeProperties): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(properties)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
}
