import type { Network } from '@latch/core'
import { type Chain, type ChainConfig, defineChain } from 'viem'
import { evmChainId } from './evmChainId'
import type { ViemChainData } from './viemChainData'
import { viemChainData } from './viemChainData.generated'
import { viemChainFamilies } from './viemChainFamilies'

/**
 * viem's definition of a supported chain, rebuilt as viem builds it: its family's code
 * (formatters, serializers, fees) under its generated data (contracts such as multicall3 and ENS,
 * block time). From data, not `viem/chains`, whose graph every app bundler warns about. Here, not
 * beside the networks: only the lazily loaded client needs it, so pages that import two networks do
 * not ship twenty-three.
 */
function supportedViemChain(chainId: number): (ViemChainData['chain'] & ChainConfig) | undefined {
  const data = viemChainData[chainId]
  if (!data) return undefined
  return { ...(data.family ? viemChainFamilies[data.family] : {}), ...data.chain }
}

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
  const known = supportedViemChain(chainId)
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
