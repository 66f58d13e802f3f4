import type { ChainNamespace } from '../caip/caip'
import type { Connector } from '../connectors/types'
import type { LoginMethodRegistry } from './loginMethodRegistry'
import type { LoginMethod, NamespaceProvider } from './types'

/** A login method as one namespace adapter lists it: a connector with the method's id. */
export function loginMethodConnector(method: LoginMethod, namespace: ChainNamespace): Connector {
  return {
    id: method.id,
    kind: method.kind,
    namespace,
    name: method.name,
    ...(method.imageUrl ? { imageUrl: method.imageUrl } : {}),
  }
}

/**
 * The login methods serving `namespace`, as a namespace plugin lists them beside its own wallets:
 * their connectors, the provider behind a connector id, and a way to hear them come and go.
 *
 * @example
 * const methods = loginMethodsFor(ctx.loginMethods, 'eip155')
 * const provider = methods.provider(connectorId) ?? injected.provider(connectorId)
 */
export function loginMethodsFor<N extends ChainNamespace>(
  registry: Pick<LoginMethodRegistry, 'get' | 'forNamespace' | 'onChange'>,
  namespace: N,
) {
  return {
    connectors: (): Connector[] =>
      registry.forNamespace(namespace).map((method) => loginMethodConnector(method, namespace)),
    provider(connectorId: string): NamespaceProvider<N> | undefined {
      const method = registry.get(connectorId)
      return method?.namespaces.includes(namespace) ? method.provider(namespace) : undefined
    },
    subscribe: (listener: () => void) => registry.onChange(listener),
  }
}
