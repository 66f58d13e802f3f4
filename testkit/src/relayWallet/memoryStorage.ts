import type { RelayWalletStorage } from './relayWalletOptions'

/**
 * The SDK's key-value storage in memory. In Node the SDK's default is a file database shared by
 * every client of the process, in a browser IndexedDB shared by the page; a test wallet starts
 * empty instead. Values are cloned in and out, as a serializing store would.
 */
export function createMemoryStorage(): RelayWalletStorage {
  const entries = new Map<string, unknown>()
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T = unknown>() {
      return [...entries].map(([key, value]) => [key, structuredClone(value) as T] as [string, T])
    },
    async getItem<T = unknown>(key: string) {
      return entries.has(key) ? (structuredClone(entries.get(key)) as T) : undefined
    },
    async setItem<T = unknown>(key: string, value: T) {
      entries.set(key, structuredClone(value))
    },
    async removeItem(key: string) {
      entries.delete(key)
    },
  }
}
