import { loginMethodConnector, type PluginContext } from '@latch/core'
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
  methods: PluginContext['loginMethods'],
): StandardWallets {
  const method = (connectorId: string) => {
    const found = methods.get(connectorId)
    return found?.namespaces.includes('solana') ? found : undefined
  }
  return {
    connectors: () => [
      ...methods.forNamespace('solana').map((m) => loginMethodConnector(m, 'solana')),
      ...wallets.connectors(),
    ],
    wallet: (connectorId) => method(connectorId)?.provider('solana') ?? wallets.wallet(connectorId),
    subscribe(listener) {
      const offWallets = wallets.subscribe(listener)
      const offMethods = methods.onChange(listener)
      return () => {
        offWallets()
        offMethods()
      }
    },
    destroy: () => wallets.destroy(),
  }
}
