/** The storage Latch writes to: the synchronous subset of the Web Storage API. */
export interface StorageAdapter {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function createMemoryStorage(): StorageAdapter {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/**
 * `localStorage` when the page has a usable one, else memory. Reading `localStorage` can itself
 * throw (sandboxed frames, disabled cookies), so it is probed, not assumed.
 */
export function defaultStorage(): StorageAdapter {
  try {
    const candidate = (globalThis as { localStorage?: StorageAdapter }).localStorage
    if (candidate) {
      const probe = '@latch/probe'
      candidate.setItem(probe, probe)
      candidate.removeItem(probe)
      return candidate
    }
  } catch {
    // Not usable: fall through to memory.
  }
  return createMemoryStorage()
}
