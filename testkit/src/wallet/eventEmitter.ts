import type { ProviderRpcError } from './providerRpcError'

/** The events an EIP-1193 provider emits, with their payloads. */
export interface ProviderEvents {
  connect: [info: { chainId: `0x${string}` }]
  disconnect: [error: ProviderRpcError]
  accountsChanged: [accounts: `0x${string}`[]]
  chainChanged: [chainId: `0x${string}`]
}

export type ProviderEventName = keyof ProviderEvents
export type ProviderListener<E extends ProviderEventName> = (...args: ProviderEvents[E]) => void

/**
 * A minimal typed emitter with the `on`/`removeListener` surface dapps call on `window.ethereum`.
 * No `node:events`: the wallet also runs in browser pages.
 */
export class ProviderEventEmitter {
  readonly #listeners = new Map<ProviderEventName, Set<unknown>>()

  on<E extends ProviderEventName>(event: E, listener: ProviderListener<E>): this {
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener)
    return this
  }

  removeListener<E extends ProviderEventName>(event: E, listener: ProviderListener<E>): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  /**
   * Calls every listener; one that throws does not stop the others, and its error is rethrown
   * on a later tick so it still fails the test or shows in the console.
   */
  emit<E extends ProviderEventName>(event: E, ...args: ProviderEvents[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        ;(listener as ProviderListener<E>)(...args)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  listenerCount(event: ProviderEventName): number {
    return this.#listeners.get(event)?.size ?? 0
  }
}
