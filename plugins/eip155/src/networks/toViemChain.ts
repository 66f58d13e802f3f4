import type { Network } from '@latch/core'
import { type Chain, defineChain } from 'viem'
import { supportedViemChains } from './eip155Networks'
import { evmChainId } from './evmChainId'

/**
 * A Latch network back as a viem chain, for viem clients. A network Latch ships keeps viem's
 * definition (contracts such as multicall3, formatters) with the network's own name, currency, RPC
 * URLs and explorer, so an app may override those.
 *
 * @example
 * const client = createPublicClient({ chain: toViemChain(base), transport: http() })
 */
export function toViemChain(network: Network): Chain {
  const chainId = evmChainId(network)
  const known = supportedViemChains.get(chainId)
  return defineChain({
    ...known,
    id: chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { ...known?.rpcUrls, default: network.rpcUrls.default },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet ?? false,
  })
}
