import type { ConnectResult } from '../chain/types'
import type { Connector } from '../connectors/types'
import { LatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { createAccountState } from './accountState'
import type { AccountState } from './types'

/** A connect under way: the account as it was before, and the wallet's answer to come. */
export interface StartedConnect {
  before: AccountState | undefined
  answer: Promise<ConnectResult>
}

/**
 * The start of a connect: the namespace shows connecting and the adapter's login flow starts (a
 * wallet's prompt, a relay pairing) at once, in the dispatch's turn, before the commands' code
 * has loaded (`finishConnect` takes the answer). In the first paint for that reason.
 */
export function startConnect(
  ctx: PluginContext,
  connector: Connector,
  caipNetworkId?: ConnectResult['caipNetworkId'],
): StartedConnect {
  const namespace = connector.namespace
  const adapter = ctx.getAdapter(namespace)
  if (!adapter) throw new LatchError('CHAIN_ADAPTER_NOT_FOUND', { details: namespace })
  const before = namespaceEntry(ctx.getState().accounts, namespace)
  ctx.update((state) => {
    state.accounts[namespace] = {
      ...(namespaceEntry(state.accounts, namespace) ?? createAccountState(namespace)),
      status: 'connecting',
    }
  })
  let answer: Promise<ConnectResult>
  try {
    answer = adapter.connect({
      connectorId: connector.id,
      caipNetworkId:
        caipNetworkId ??
        namespaceEntry(ctx.getState().networks.byNamespace, namespace)?.caipNetworkId,
    })
  } catch (error) {
    // An adapter that throws instead of rejecting: a failed connect all the same.
    answer = Promise.reject(error)
  }
  // The answer is taken once the commands' code is in; a wallet that refuses before that is not
  // an unhandled rejection (finishConnect still gets the refusal from `answer`).
  answer.catch(() => {})
  return { before, answer }
}
