import type { ChainNamespace } from '../caip/caip'
import { DEFAULT_PREFERRED_ACCOUNT_TYPES } from '../constants'
import type { AccountState, AccountType } from './types'

/** The preferred account type of a namespace (spec §6); eoa is the fallback. */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return (
    (DEFAULT_PREFERRED_ACCOUNT_TYPES as Partial<Record<ChainNamespace, AccountType>>)[namespace] ??
    'eoa'
  )
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
