import type { ChainNamespace } from '../caip/caip'
import type { LatchState } from '../state/types'
import { routerEntry } from './router'
import { selectIsConnected } from './selectIsConnected'
import type { RouterEntry, ViewData, ViewName } from './types'

/** What the modal's opening and closing rules read from state. */
export type ModalRuleState = Pick<LatchState, 'accounts'> & {
  options: Pick<LatchState['options'], 'device' | 'embedded'>
}

export interface OpenRequest {
  view?: ViewName | undefined
  data?: ViewData | undefined
  /** The namespace the modal opens for: its account decides "connected", and views get it. */
  namespace?: ChainNamespace | undefined
}

/**
 * The view the modal opens on (spec §2): the requested one; else Account when an address is
 * connected (on `namespace`, when given); else, on mobile with no chain adapter registered,
 * AllWallets, since without an adapter only relay-protocol wallets can connect and on a phone
 * those are picked from the list; else Connect.
 */
export function viewOnOpen(
  state: ModalRuleState,
  request: OpenRequest,
  { hasChainAdapters }: { hasChainAdapters: boolean },
): RouterEntry {
  const data: ViewData = { ...request.data }
  if (request.namespace !== undefined) data.namespace = request.namespace
  if (request.view !== undefined) return routerEntry(request.view, data)
  if (selectIsConnected(state, request.namespace)) return routerEntry('Account', data)
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
