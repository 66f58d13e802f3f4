import type { ChainNamespace } from '@latch/core'
import type { Loader, LoginMethod } from '@latch/core/plugin'
import { createRequestWallet } from '@latch/solana/request-wallet'
import { EMBEDDED_WALLET_ID } from '../embeddedWalletId'
import type { EmbeddedWallet } from '../session/createEmbeddedWallet'

type Listener = (...args: unknown[]) => void

/** An envelope, as the Wallet Standard wants a wallet's icon: a data URI. */
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjMzMzIiBzdHJva2Utd2lkdGg9IjIiPjxyZWN0IHg9IjMiIHk9IjUiIHdpZHRoPSIxOCIgaGVpZ2h0PSIxNCIgcng9IjMiLz48cGF0aCBkPSJtNCA3IDggNiA4LTYiLz48L3N2Zz4=' as const

export interface EmbeddedLoginMethodOptions {
  namespaces: readonly ChainNamespace[]
  /** The wallet's code and its frame, loaded (and the frame made) on first need. */
  load: Loader<EmbeddedWallet>
  /** Whether a login may still hold (the email-login flag): else a reload loads nothing. */
  maySilentlyConnect(): boolean
}

/**
 * The embedded wallet as one login method for EVM (and Solana): what the page holds before anyone
 * uses it is this, a provider that forwards to the wallet's code once loaded. A page that never
 * logged in by email loads none of it, not even on a reload.
 */
export function createEmbeddedLoginMethod(options: EmbeddedLoginMethodOptions): LoginMethod {
  const listeners = new Map<string, Set<Listener>>()
  /** What the wallet's EVM provider emits reaches the listeners the adapter put here. */
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of Array.from(listeners.get(event) ?? [])) listener(...args)
  }
  const evm = {
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (args.method === 'eth_accounts' && !options.maySilentlyConnect()) return []
      return (await options.load()).evm(emit).request(args)
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  // Solana: the frame answers the relay protocol's Solana requests, with the same shapes.
  const solana = createRequestWallet({
    name: 'Email',
    icon: ICON,
    async connect({ silent }) {
      if (silent && !options.maySilentlyConnect()) return undefined
      return (await options.load()).solana.connect(silent)
    },
    request: async (method, params) => (await options.load()).solana.request(method, params),
  })

  return {
    id: EMBEDDED_WALLET_ID,
    name: 'Email',
    kind: 'auth',
    namespaces: options.namespaces,
    provider: (namespace) =>
      (namespace === 'eip155' ? evm : namespace === 'solana' ? solana : undefined) as never,
    async disconnect(namespace) {
      await (await options.load.started())?.disconnect(namespace)
    },
    // A connection is made once the wallet's code is in: it knows who logged in.
    auth: () => options.load.loaded()?.auth(),
  }
}
