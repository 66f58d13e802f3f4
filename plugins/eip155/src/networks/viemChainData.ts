import type { Chain, ChainConfig } from 'viem'
import type { ViemChainFamily } from './viemChainFamilies'

/** What a Latch network always carries: `toViemChain` takes these from the network. */
type NetworkFields = 'id' | 'name' | 'nativeCurrency' | 'testnet' | 'rpcUrls'

/**
 * viem's definition of a supported chain beyond its Latch network, as plain data: contracts
 * (multicall3, ENS, OP Stack bridges), block time, source chain, explorers (`apiUrl` included),
 * RPC URLs other than the default. Its code (formatters, serializers, fees) is its family's.
 * Written by scripts/generateNetworks.ts into viemChainData.generated.ts.
 */
export interface ViemChainData {
  family?: ViemChainFamily
  chain: Omit<Chain, NetworkFields | keyof ChainConfig> & {
    rpcUrls?: Omit<Chain['rpcUrls'], 'default'>
    /** viem's older name of a chain, still on some definitions (ZKsync, Base Sepolia). */
    network?: string
  }
}
