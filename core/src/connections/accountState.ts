import type { ChainNamespace } from '../caip/caip'
import { DEFAULT_PREFERRED_ACCOUNT_TYPES } from '../constants'
import { namespaceEntry } from '../state/namespaceEntry'
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
