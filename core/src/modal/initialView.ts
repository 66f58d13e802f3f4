import type { ChainNamespace } from '../caip/caip'
import type { LatchState } from '../state/types'
import { routerEntry } from './router'
import { selectIsConnected } from './selectIsConnected'
import type { RouterEntry, ViewData, ViewName } from './types'

/** What the modal's opening and closing rules read from state. */
export type ModalRuleState = Pick<LatchState, 'accounts'> & {
  options: Pick<LatchState['options'], 'device' | 'embedded' | 'basic'>
  /** Where basic mode finds the relay protocol's connector. */
  connectors: Pick<LatchState['connectors'], 'all'>
  networks: Pick<LatchState['networks'], 'activeNamespace'>
}

export interface OpenRequest {
  view?: ViewName | undefined
  data?: ViewData | undefined
  /** The namespace the modal opens for: its account decides "connected", and views get it. */
  namespace?: ChainNamespace | undefined
}

/**
 * The view the modal opens on (spec §2): the requested one; else Account when an address is
 * connected (on `namespace`, when given); else, in basic mode (`basic: true`, relay QR only) with a
 * relay-protocol connector registered, the view declared `basic` (the relay plugin's QR view) for it; else, on mobile with no chain adapter registered,
 * AllWallets, since without an adapter only relay-protocol wallets can connect and on a phone
 * those are picked from the list; else Connect.
 */
export function viewOnOpen(
  state: ModalRuleState,
  request: OpenRequest,
  {
    hasChainAdapters,
    basicView,
  }: {
    hasChainAdapters: boolean
    /** The view basic mode opens on (the relay plugin's QR view), if one is declared. */
    basicView?: ViewName | undefined
  },
): RouterEntry {
  const data: ViewData = { ...request.data }
  if (request.namespace !== undefined) data.namespace = request.namespace
  if (request.view !== undefined) return routerEntry(request.view, data)
  if (selectIsConnected(state, request.namespace)) return routerEntry('Account', data)
  const relay =
    state.options.basic && basicView ? basicConnector(state, request.namespace) : undefined
  if (relay && basicView) {
    return routerEntry(basicView, {
      ...data,
      connectorId: relay.id,
      namespace: relay.namespace,
    })
  }
  if (state.options.device === 'mobile' && !hasChainAdapters) return routerEntry('AllWallets', data)
  return routerEntry('Connect', data)
}

/**
 * The view left behind when the modal closes (spec §2): Connect, or Account for an embedded modal
 * with an address connected, since an embedded modal stays on the page and shows the account.
 */
export function viewOnClose(state: ModalRuleState): RouterEntry {
  return routerEntry(state.options.embedded && selectIsConnected(state) ? 'Account' : 'Connect')
}

/**
 * The relay-protocol connector basic mode pairs with: the one for the requested namespace, else
 * for the active one, else the first (one session carries every namespace it serves anyway).
 */
function basicConnector(state: ModalRuleState, namespace: ChainNamespace | undefined) {
  const relays = state.connectors.all.filter((c) => c.kind === 'walletConnect')
  const wanted = namespace ?? state.networks.activeNamespace
  return relays.find((c) => c.namespace === wanted) ?? (namespace ? undefined : relays[0])
}
