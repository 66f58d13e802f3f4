import { loginMethodConnector, type PluginContext } from '@latch/core'
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
  methods: PluginContext['loginMethods'],
): InjectedWallets {
  const method = (connectorId: string) => {
    const found = methods.get(connectorId)
    return found?.namespaces.includes('eip155') ? found : undefined
  }
  return {
    connectors: () => [
      ...methods.forNamespace('eip155').map((m) => loginMethodConnector(m, 'eip155')),
      ...wallets.connectors(),
    ],
    provider: (connectorId) =>
      method(connectorId)?.provider('eip155') ?? wallets.provider(connectorId),
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
