import type { ChainNamespace } from '../caip/caip'
import type { Connector } from '../connectors/types'
import type { NamespaceProvider } from '../loginMethods/types'

/**
 * A namespace's wallets as its adapter drives them: the connectors there are now and the
 * provider behind each, in the form the namespace speaks (`NamespaceProviders`: an EIP-1193
 * provider for eip155, a Wallet Standard wallet for solana).
 */
export interface NamespaceWallets<N extends ChainNamespace> {
  connectors(): Connector[]
  provider(connectorId: string): NamespaceProvider<N> | undefined
  /** Called whenever a wallet comes or goes. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Stops watching for wallets (the adapter's teardown). */
  destroy(): void
}

/** A server's wallets: none, whatever the namespace (`never`: it gives no provider of any). */
export const noWallets: NamespaceWallets<never> = {
  connectors: () => [],
  provider: () => undefined,
  subscribe: () => () => {},
  destroy() {},
}
