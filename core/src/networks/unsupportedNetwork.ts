import type { ChainNamespace } from '../caip/caip'
import { namespaceEntry } from '../state/namespaceEntry'
import type { LatchState } from '../state/types'

/** The namespace's current network is not one the app requested. */
export function isOnUnsupportedNetwork(state: LatchState, namespace: ChainNamespace): boolean {
  const entry = namespaceEntry(state.networks.byNamespace, namespace)
  if (!entry?.caipNetworkId) return false
  return !entry.requested.some((network) => network.caipNetworkId === entry.caipNetworkId)
}

/**
 * Spec §2: UnsupportedChain opens only if network switching is enabled, unsupported chains are not
 * allowed and the app is not in basic (relay QR only) mode.
 */
export function shouldOpenUnsupportedChain(options: LatchState['options']): boolean {
  return options.enableNetworkSwitch && !options.allowUnsupportedChain && !options.basic
}
