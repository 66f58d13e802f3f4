import type { ChainNamespace } from '../caip/caip'
import { loginMethodsFor } from '../loginMethods/loginMethodConnector'
import type { PluginContext } from '../plugins/types'
import type { NamespaceWallets } from './namespaceWallets'

/**
 * A namespace's own wallets plus every login method that serves it (a relay session, an embedded
 * wallet), listed first: the adapter drives each through the provider the method hands over, like
 * any wallet of its own, so no plugin imports another.
 *
 * @example
 * const wallets = withLoginMethods(watchInjectedWallets(), ctx.loginMethods, 'eip155')
 */
export function withLoginMethods<N extends ChainNamespace>(
  wallets: NamespaceWallets<N>,
  registry: PluginContext['loginMethods'],
  namespace: N,
): NamespaceWallets<N> {
  const methods = loginMethodsFor(registry, namespace)
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
