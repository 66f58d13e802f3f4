import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'
import type { Network } from '../options/schema'
import { namespaceEntry } from '../state/namespaceEntry'
import type { LatchState } from '../state/types'

/**
 * A network the app requested on `namespace`: `caipNetworkId`, else the namespace's current one.
 * Any other is 'Network Not Found': namespace plugins read their network through this.
 *
 * @example
 * const network = requestedNetwork(ctx.getState(), 'solana', command.caipNetworkId)
 */
export function requestedNetwork(
  state: LatchState,
  namespace: ChainNamespace,
  caipNetworkId?: CaipNetworkId,
): Network {
  const entry = namespaceEntry(state.networks.byNamespace, namespace)
  const id = caipNetworkId ?? entry?.caipNetworkId
  const network = entry?.requested.find((n) => n.caipNetworkId === id)
  if (!network) throw new LatchError('NETWORK_NOT_FOUND', { details: describeValue(id) })
  return network
}
