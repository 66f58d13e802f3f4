import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import type { Network } from '../options/schema'

/** Network state of one namespace (spec §3). */
export interface NamespaceNetworks {
  /** The networks the app asked for, in its order. */
  requested: Network[]
  /** The ids the connected wallet approved (empty: not known, all requested are usable). */
  approvedIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  /** The namespace's current network. */
  caipNetworkId?: CaipNetworkId
}

export interface NetworksState {
  activeNamespace?: ChainNamespace
  activeCaipNetworkId?: CaipNetworkId
  /** True while the active network moves to another namespace. */
  namespaceSwitching: boolean
  byNamespace: Partial<Record<ChainNamespace, NamespaceNetworks>>
}
