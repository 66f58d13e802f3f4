import type { CaipNetworkId, ChainNamespace, LatchState } from '@latch/core'
import { SiwxError } from '../errors'
import { sameAddress } from '../shared/sameAddress'
import type { SiwxRequest } from '../state'

/** The account a sign-in is for: connected, on the active network. */
export interface ActiveAccount {
  namespace: ChainNamespace
  address: string
  caipNetworkId: CaipNetworkId
}

/** The active namespace's connected account and the active network; else 'No ActiveCaipAddress found'. */
export function activeAccount(state: LatchState): ActiveAccount {
  const { networks, accounts } = state
  const namespace = networks.activeNamespace
  const caipNetworkId = networks.activeCaipNetworkId
  const account = namespace ? accounts[namespace] : undefined
  if (!namespace || !caipNetworkId || account?.status !== 'connected' || !account.address) {
    throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS')
  }
  return { namespace, address: account.address, caipNetworkId }
}

/** Whether a request under way is for this account on this network. */
export const isRequestFor = (request: SiwxRequest, account: ActiveAccount): boolean =>
  request.status !== 'idle' &&
  request.caipNetworkId === account.caipNetworkId &&
  sameAddress(request.address, account.address)
