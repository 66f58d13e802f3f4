import type { ChainNamespace, LoginMethod } from '@latch/core'
import type { EmbeddedWallet } from '../session/createEmbeddedWallet'

/** The embedded wallet's connector id on every namespace (the spec's auth connector). */
export const EMBEDDED_WALLET_ID = 'auth'

type Listener = (...args: unknown[]) => void

export interface EmbeddedLoginMethodOptions {
  namespaces: readonly ChainNamespace[]
  /** The wallet's code and its frame, loaded (and the frame made) on first need. */
  load(): Promise<EmbeddedWallet>
  /** The wallet, if it was ever loaded. */
  loaded(): Promise<EmbeddedWallet> | undefined
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

  return {
    id: EMBEDDED_WALLET_ID,
    name: 'Email',
    kind: 'auth',
    namespaces: options.namespaces,
    provider: (namespace) => (namespace === 'eip155' ? evm : undefined) as never,
    async disconnect(namespace) {
      await (await options.loaded())?.disconnect(namespace)
    },
  }
}
