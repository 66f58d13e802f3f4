import { LatchError, type Network, parseCaipNetworkId } from '@latch/core'

/**
 * The numeric chain id of an EVM network, read from its CAIP-2 id (`eip155:8453` → 8453); throws
 * 'Invalid CAIP-2 network id' for a network of another namespace.
 */
export function evmChainId(network: Pick<Network, 'caipNetworkId'>): number {
  const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
  const chainId = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new LatchError('INVALID_CAIP2_NETWORK_ID', {
      details: `${network.caipNetworkId} is not an EVM network`,
    })
  }
  return chainId
}
