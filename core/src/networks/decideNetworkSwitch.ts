import { AUTH_CONNECTOR_NAMESPACES } from '../constants'
import type { Network } from '../options/schema'
import { namespaceEntry } from '../state/namespaceEntry'
import type { LatchState } from '../state/types'

export type NetworkSwitchDecision =
  /** Nothing to do: already there. */
  | { kind: 'none' }
  /** Switch now; no wallet is involved (the target namespace is not connected). */
  | { kind: 'direct' }
  /** Show SwitchNetwork while the wallet switches; a failure goes back one view. */
  | { kind: 'SwitchNetwork' }
  /** Ask first: the user has an address here but none on the target namespace. */
  | { kind: 'SwitchActiveChain' }

const hasAddress = (state: LatchState, namespace: string | undefined) => {
  const account = namespaceEntry(state.accounts, namespace)
  return Boolean(account?.status === 'connected' && account.address)
}

/**
 * Spec §2, switching network: same network does nothing; a social/email connector on a chain it
 * supports, or a forced switch, opens SwitchNetwork; a different namespace where the user has an
 * address on the current chain but none on the target opens SwitchActiveChain; otherwise
 * SwitchNetwork (or a direct switch when no wallet needs asking).
 */
export function decideNetworkSwitch(
  state: LatchState,
  target: Network,
  options: { force?: boolean } = {},
): NetworkSwitchDecision {
  const { activeNamespace, activeCaipNetworkId } = state.networks
  if (target.caipNetworkId === activeCaipNetworkId) return { kind: 'none' }
  const activeConnectorId = namespaceEntry(state.connectors.activeIds, activeNamespace)
  const activeConnector = state.connectors.all.find(
    (connector) => connector.id === activeConnectorId && connector.namespace === activeNamespace,
  )
  const authOnSupportedChain =
    activeConnector?.kind === 'auth' &&
    (AUTH_CONNECTOR_NAMESPACES as readonly string[]).includes(target.chainNamespace)
  if (options.force || authOnSupportedChain) return { kind: 'SwitchNetwork' }
  const targetConnected = hasAddress(state, target.chainNamespace)
  if (
    hasAddress(state, activeNamespace) &&
    target.chainNamespace !== activeNamespace &&
    !targetConnected
  ) {
    return { kind: 'SwitchActiveChain' }
  }
  return targetConnected ? { kind: 'SwitchNetwork' } : { kind: 'direct' }
}
