import type { ChainNamespace, LatchState } from '@latch/core'
import { RELAY_SESSION_EVENTS, RELAY_SESSION_METHODS } from './relaySession'

/** What Latch asks of a wallet per namespace: the plugin's lists, which the testkit's wallet grants. */
const NAMESPACE_METHODS: Partial<Record<ChainNamespace, readonly string[]>> = RELAY_SESSION_METHODS
const NAMESPACE_EVENTS: Partial<Record<ChainNamespace, readonly string[]>> = RELAY_SESSION_EVENTS

/**
 * The proposal's namespaces: every network the app requested on each namespace the method
 * serves, all optional (a wallet approves what it has; sign-client 2.25 treats required ones as
 * optional anyway).
 */
export function requestedNamespaces(state: LatchState, namespaces: readonly ChainNamespace[]) {
  return Object.fromEntries(
    namespaces.flatMap((namespace) => {
      const chains = (state.networks.byNamespace[namespace]?.requested ?? []).map(
        (network) => network.caipNetworkId,
      )
      if (chains.length === 0) return []
      return [
        [
          namespace,
          {
            chains,
            methods: [...(NAMESPACE_METHODS[namespace] ?? [])],
            events: [...(NAMESPACE_EVENTS[namespace] ?? [])],
          },
        ],
      ]
    }),
  )
}
