import type { Network } from '@latch/core'
import type { Chain } from 'viem'
import { toLatchNetwork } from './toLatchNetwork'

export interface DefineEip155NetworkParameters {
  chainId: number
  name: string
  /** One URL, or several in fallback order. */
  rpcUrl: string | readonly string[]
  /** Default Ether (ETH, 18 decimals). */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorer?: { name: string; url: string }
  /** Default false. */
  testnet?: boolean
  imageId?: string
  imageUrl?: string
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * A network for an EVM chain Latch does not ship: the app's own chain, a rollup, a local node.
 *
 * @example
 * const local = defineEip155Network({ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:8545' })
 * createLatch({ projectId, networks: [mainnet, local], plugins: [eip155()] })
 */
export function defineEip155Network(parameters: DefineEip155NetworkParameters): Network {
  const rpcUrls = typeof parameters.rpcUrl === 'string' ? [parameters.rpcUrl] : parameters.rpcUrl
  // A plain chain, not viem's defineChain: a network defined at load stays out of viem.
  const chain: Chain = {
    id: parameters.chainId,
    name: parameters.name,
    nativeCurrency: parameters.nativeCurrency ?? ether,
    rpcUrls: { default: { http: [...rpcUrls] } },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    testnet: parameters.testnet ?? false,
  }
  return toLatchNetwork(chain, {
    ...(parameters.imageId ? { imageId: parameters.imageId } : {}),
    ...(parameters.imageUrl ? { imageUrl: parameters.imageUrl } : {}),
  })
}
