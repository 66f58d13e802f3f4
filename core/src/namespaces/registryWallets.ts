import type { ChainNamespace } from '../caip/caip'
import type { Connector } from '../connectors/types'
import type { NamespaceProvider } from '../loginMethods/types'
import { type NamespaceWallets, noWallets } from './namespaceWallets'

/**
 * Where a page's wallets register, whenever their script runs, before or after ours: the Wallet
 * Standard's `getWallets()` from `@wallet-standard/app`.
 */
export interface WalletRegistry<W> {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: () => void): () => void
}

export interface RegistryWalletsOptions<W> {
  /** The wallets this namespace drives (its chains and required features). */
  accepts(wallet: W): boolean
  /** A wallet's connector; its `id` is how `provider` finds the wallet again. */
  toConnector(wallet: W): Connector
}

/**
 * A namespace's wallets from a wallet registry: the wallets it `accepts`, as connectors, followed
 * as they register and unregister. On a server (no `window`) there are none, and the registry is
 * never asked for.
 *
 * @example
 * discoverWallets: () => registryWallets(getWallets, { accepts: isSolanaWallet, toConnector }),
 */
export function registryWallets<N extends ChainNamespace>(
  registry: () => WalletRegistry<NamespaceProvider<N>>,
  { accepts, toConnector }: RegistryWalletsOptions<NamespaceProvider<N>>,
): NamespaceWallets<N> {
  if (typeof window === 'undefined') return noWallets
  const wallets = registry()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of Array.from(listeners)) listener()
  }
  const offs = [wallets.on('register', notify), wallets.on('unregister', notify)]
  const accepted = () => wallets.get().filter(accepts)
  return {
    connectors: () => accepted().map(toConnector),
    provider: (connectorId) => accepted().find((wallet) => toConnector(wallet).id === connectorId),
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
