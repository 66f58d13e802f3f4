import { useMemo } from 'react'
import { shallowEqual } from './shallowEqual'
import { useLatchState } from './useLatchState'

/** The active network and every network the app offers, across namespaces. */
export function useNetwork() {
  const { caipNetworkId, namespace, byNamespace } = useLatchState(
    (s) => ({
      caipNetworkId: s.networks.activeCaipNetworkId,
      namespace: s.networks.activeNamespace,
      byNamespace: s.networks.byNamespace,
    }),
    shallowEqual,
  )
  return useMemo(() => {
    const networks = Object.values(byNamespace).flatMap((entry) => entry?.requested ?? [])
    return {
      caipNetworkId,
      namespace,
      /** Undefined when the wallet is on a network the app does not offer. */
      network: networks.find((n) => n.caipNetworkId === caipNetworkId),
      networks,
    }
  }, [caipNetworkId, namespace, byNamespace])
}
