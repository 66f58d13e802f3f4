// Parts the relay integration tests share: the SDK's storage in memory, a page with no Solana
// wallet of its own, and the pairing URI once the plugin offers it. Not published.
import type { TestLatch } from '@latch/testkit'
import { expect, vi } from 'vitest'
import type { PairingState } from '../state'

/** The SDK's key-value storage in memory (in a page it is IndexedDB). */
export function sdkMemoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async () => [...entries],
    getItem: async (key: string) => entries.get(key),
    setItem: async (key: string, value: unknown) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}

/** No Wallet Standard wallet in the page: WalletConnect is the only Solana wallet. */
export const noStandardWallets = {
  connectors: () => [],
  provider: () => undefined,
  subscribe: () => () => {},
  destroy() {},
}

export const pairingOf = (latch: TestLatch): PairingState =>
  latch.getState().plugins.walletConnect?.pairing ?? { status: 'idle' }

/** The `wc:` URI once the plugin offers one (other than `not`, a URI already seen). */
export async function readyUri(latch: TestLatch, not?: string): Promise<string> {
  await vi.waitFor(
    () => {
      const state = pairingOf(latch)
      expect(state.status === 'ready' && state.uri !== not).toBe(true)
    },
    { timeout: 10_000 },
  )
  const state = pairingOf(latch)
  return state.status === 'ready' ? state.uri : ''
}
