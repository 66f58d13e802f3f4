import type { ChainNamespace } from '../caip/caip'
import { namespaceEntry } from '../state/namespaceEntry'
import type { LatchState } from '../state/types'

/**
 * Whether an address is connected: on `namespace` when given, else on any namespace. An account
 * counts only once its status is 'connected' and it has an address, so a namespace still
 * connecting or reconnecting does not.
 *
 * @example
 * latch.subscribe(selectIsConnected, (connected) => render(connected ? 'Account' : 'Connect'))
 */
export function selectIsConnected(
  state: Pick<LatchState, 'accounts'>,
  namespace?: ChainNamespace,
): boolean {
  const accounts =
    namespace === undefined
      ? Object.values(state.accounts)
      : [namespaceEntry(state.accounts, namespace)]
  return accounts.some((account) => account?.status === 'connected' && Boolean(account.address))
}
