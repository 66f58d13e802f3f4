import type { ChainNamespace } from '../caip/caip'
import { loginMethodConnector } from '../loginMethods/loginMethodConnector'
import type { PluginContext } from '../plugins/types'
import type { NamespaceWallets } from './namespaceWallets'

/**
 * A namespace's own wallets plus every login method that serves it (a relay session, an embedded
 * wallet), listed first as connectors with the method's id: the adapter drives each through the
 * provider the method hands over, like any wallet of its own, so no plugin imports another.
 *
 * @example
 * const wallets = withLoginMethods(watchInjectedWallets(), ctx.loginMethods, 'eip155')
 */
export function withLoginMethods<N extends ChainNamespace>(
  wallets: NamespaceWallets<N>,
  registry: PluginContext['loginMethods'],
  namespace: N,
): NamespaceWallets<N> {
  return {
    connectors: () => [
      ...registry.forNamespace(namespace).map((method) => loginMethodConnector(method, namespace)),
      ...wallets.connectors(),
    ],
    provider(connectorId) {
      const method = registry.get(connectorId)
      return (
        (method?.namespaces.includes(namespace) ? method.provider(namespace) : undefined) ??
        wallets.provider(connectorId)
      )
    },
    subscribe(listener) {
      const offWallets = wallets.subscribe(listener)
      const offMethods = registry.onChange(listener)
      return () => {
        offWallets()
        offMethods()
      }
    },
    destroy: () => wallets.destroy(),
  }
}
