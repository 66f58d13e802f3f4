import { loginMethodsFor, type PluginContext } from '@latch/core'
import type { EIP1193Provider } from 'viem'
import type { InjectedWallets } from './injectedWallets'

declare module '@latch/core' {
  interface NamespaceProviders {
    /** What a login method gives the eip155 adapter: an EIP-1193 provider. */
    eip155: EIP1193Provider
  }
}

/**
 * The browser's wallets plus every login method that serves eip155 (a relay session, an embedded
 * wallet), listed first: each is driven through the EIP-1193 provider it hands over, like any
 * injected wallet.
 */
export function withLoginMethods(
  wallets: InjectedWallets,
  registry: PluginContext['loginMethods'],
): InjectedWallets {
  const methods = loginMethodsFor(registry, 'eip155')
  return {
    connectors: () => [...methods.connectors(), ...wallets.connectors()],
    provider: (connectorId) => methods.provider(connectorId) ?? wallets.provider(connectorId),
    subscribe(listener) {
      const offs = [wallets.subscribe(listener), methods.subscribe(listener)]
      return () => {
        for (const off of offs) off()
      }
    },
    destroy: () => wallets.destroy(),
  }
}
