import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import type { Network } from '../options/schema'
import type { ErrorInfo } from '../state/errorInfo'

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

/**
 * The latest switch through the wallet: pending while the wallet is asked, failed with the error
 * (spec message) until another attempt or the modal closes; absent once it succeeded.
 */
export type NetworkSwitchAttempt =
  | { status: 'pending'; caipNetworkId: CaipNetworkId }
  | { status: 'failed'; caipNetworkId: CaipNetworkId; error: ErrorInfo }

export interface NetworksState {
  activeNamespace?: ChainNamespace
  activeCaipNetworkId?: CaipNetworkId
  /**
   * True while the active network moves to another namespace (spec §4), every such move: during
   * the wallet's switch when that namespace is connected, else until a connection there.
   */
  namespaceSwitching: boolean
  byNamespace: Partial<Record<ChainNamespace, NamespaceNetworks>>
  /** The latest switch the wallet was asked for, so views can show it pending or failed. */
  switchAttempt?: NetworkSwitchAttempt
}
