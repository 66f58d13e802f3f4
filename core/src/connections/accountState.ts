import type { CaipAddress, ChainNamespace } from '../caip/caip'
import { DEFAULT_PREFERRED_ACCOUNT_TYPES } from '../constants'
import { namespaceEntry } from '../state/namespaceEntry'
import type { LatchState } from '../state/types'
import type { AccountState, AccountType } from './types'

/** The preferred account type of a namespace (spec §6); eoa is the fallback. */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  const defaults: Partial<Record<ChainNamespace, AccountType>> = DEFAULT_PREFERRED_ACCOUNT_TYPES
  return namespaceEntry(defaults, namespace) ?? 'eoa'
}

/** A namespace's account state with nothing connected: every account field cleared. */
export function createAccountState(
  namespace: ChainNamespace,
  preferredAccountType: AccountType = defaultAccountType(namespace),
): AccountState {
  return {
    status: 'disconnected',
    tokenBalance: [],
    preferredAccountType,
    allAccounts: [],
    currentTab: 0,
    addressLabels: {},
  }
}

/**
 * The account of a visitor who was connected last time, as storage remembers it (the active
 * connector's first account, on the namespace's network), marked reconnecting; undefined when
 * nothing is remembered.
 */
export function returningAccount(
  state: Pick<LatchState, 'connections' | 'networks'>,
  namespace: ChainNamespace,
  connectorIds: Partial<Record<ChainNamespace, string>> | undefined,
): AccountState | undefined {
  const connectorId = connectorIds?.[namespace]
  const connection = namespaceEntry(state.connections, namespace)?.find(
    (candidate) => candidate.connectorId === connectorId,
  )
  const address = connection?.accounts[0]?.address
  const caipNetworkId = namespaceEntry(state.networks.byNamespace, namespace)?.caipNetworkId
  if (!address || !caipNetworkId) return undefined
  return {
    ...createAccountState(namespace),
    status: 'reconnecting',
    address,
    caipAddress: `${caipNetworkId}:${address}` as CaipAddress,
  }
}
