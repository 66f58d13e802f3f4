import { type Chain, defineChain } from 'viem'

export interface LocalChainParameters {
  chainId: number
  rpcUrl: string
  /** Defaults to `Local <chainId>`. */
  name?: string
  /** Defaults to 18-decimal Ether, as on anvil. */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** A viem `Chain` for a local node, for clients that need one (fee estimation, chain checks). */
export function defineLocalChain(parameters: LocalChainParameters): Chain {
  return defineChain({
    id: parameters.chainId,
    name: parameters.name ?? `Local ${parameters.chainId}`,
    nativeCurrency: parameters.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
    testnet: true,
  })
}
