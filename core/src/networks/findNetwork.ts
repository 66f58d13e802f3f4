import type { CaipNetworkId } from '../caip/caip'
import type { Network } from '../options/schema'
import type { NetworksState } from './types'

/** A requested network of any namespace, by id. */
export function findNetwork(
  networks: NetworksState,
  caipNetworkId: CaipNetworkId,
): Network | undefined {
  for (const entry of Object.values(networks.byNamespace)) {
    const found = entry?.requested.find((network) => network.caipNetworkId === caipNetworkId)
    if (found) return found
  }
  return undefined
}
