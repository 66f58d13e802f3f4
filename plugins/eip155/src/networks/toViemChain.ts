import type { Network } from '@latch/core'
import { type Chain, defineChain } from 'viem'
import { evmChainId } from './evmChainId'
import { supportedChains } from './supportedChains'

/**
 * A Latch network back as a viem chain, for viem clients. A network Latch ships keeps viem's
 * definition (contracts such as multicall3, formatters) with the network's own name, currency, RPC
 * URLs and explorer, so an app may override those.
 *
 * @example
 * const client = createPublicClient({ chain: toViemChain(base), transport: http() })
 */
/**
 * The viem chains behind the exported networks, by chain id, so a supported network keeps viem's
 * contracts (multicall3, ENS) and formatters. Here, not beside the networks: only the lazily loaded
 * client needs it, so pages that import two networks do not ship twenty-three.
 */
const supportedViemChains: ReadonlyMap<number, Chain> = new Map(
  Object.values(supportedChains).map((chain): [number, Chain] => [chain.id, chain as Chain]),
)

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
