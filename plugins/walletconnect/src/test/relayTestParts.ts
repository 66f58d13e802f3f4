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

/**
 * Closes a page's SDK as closing its tab does: the socket and the heartbeat stop and its Core is
 * forgotten (`latch.destroy()` leaves them running), so what the wallet sends meanwhile waits on
 * the relay for the reloaded page.
 */
export async function closeSdk(storagePrefix: string): Promise<void> {
  const key = `_walletConnectCore_${storagePrefix}`
  const globals = globalThis as Record<string, unknown>
  const core = globals[key] as
    | { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } }
    | undefined
  await core?.relayer.transportClose().catch(() => {})
  core?.heartbeat.stop()
  delete globals[key]
  delete globals[`${key}_count`]
}

/** Every status `namespace`'s account goes through from now on, in order (repeats dropped). */
export function recordStatuses(latch: TestLatch, namespace: 'eip155' | 'solana'): string[] {
  const seen: string[] = []
  const read = () => {
    const status = latch.getState().accounts[namespace]?.status ?? 'none'
    if (seen.at(-1) !== status) seen.push(status)
  }
  read()
  latch.subscribe((state) => state.accounts[namespace]?.status, read)
  return seen
}
