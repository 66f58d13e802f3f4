import { type Connector, type NamespaceWallets, noWallets } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

declare module '@latch/core' {
  interface NamespaceProviders {
    /** What the solana adapter drives, a wallet's or a login method's: a Wallet Standard wallet. */
    solana: Wallet
  }
}

/** The Solana wallets of the page, as connectors, and the Wallet Standard wallet behind each. */
export type StandardWallets = NamespaceWallets<'solana'>

/** What the adapter needs of a wallet: connecting, its events, and Solana chains. */
const REQUIRED_FEATURES = ['standard:connect', 'standard:events'] as const

export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    REQUIRED_FEATURES.every((feature) => feature in wallet.features)
  )
}

/**
 * A wallet's connector: its name is its id (the Wallet Standard has no reverse-DNS id), so the
 * same wallet on EVM and Solana shows as one row where names match.
 */
export function toConnector(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    kind: 'announced',
    namespace: 'solana',
    name: wallet.name,
    imageUrl: wallet.icon,
  }
}

/**
 * The page's Wallet Standard wallets that speak Solana (`@wallet-standard/app`: wallets register
 * whenever their script runs, before or after ours). On a server there are none.
 */
export function watchStandardWallets(): StandardWallets {
  if (typeof window === 'undefined') return noWallets
  // Wallets that registered before us answer the app-ready event at once: connectors are known
  // when reconnect runs.
  const registry = getWallets()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of Array.from(listeners)) listener()
  }
  const offs = [registry.on('register', notify), registry.on('unregister', notify)]
  const wallets = () => registry.get().filter(isSolanaWallet)
  return {
    connectors: () => wallets().map(toConnector),
    provider: (connectorId) => wallets().find((wallet) => wallet.name === connectorId),
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      for (const off of offs.splice(0)) off()
      listeners.clear()
    },
  }
}
