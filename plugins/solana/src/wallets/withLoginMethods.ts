import { loginMethodsFor, type PluginContext } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import type { StandardWallets } from './standardWallets'

declare module '@latch/core' {
  interface NamespaceProviders {
    /** What a login method gives the solana adapter: a Wallet Standard wallet. */
    solana: Wallet
  }
}

/**
 * The page's Wallet Standard wallets plus every login method that serves solana (a relay
 * session, an embedded wallet), listed first: each is driven through the Wallet Standard wallet it
 * hands over, like any other.
 */
export function withLoginMethods(
  wallets: StandardWallets,
  registry: PluginContext['loginMethods'],
): StandardWallets {
  const methods = loginMethodsFor(registry, 'solana')
  return {
    connectors: () => [...methods.connectors(), ...wallets.connectors()],
    wallet: (connectorId) => methods.provider(connectorId) ?? wallets.wallet(connectorId),
    subscribe(listener) {
      const offs = [wallets.subscribe(listener), methods.subscribe(listener)]
      return () => {
        for (const off of offs) off()
      }
    },
    destroy: () => wallets.destroy(),
  }
}
