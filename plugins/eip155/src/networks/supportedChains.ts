import type { Chain } from 'viem'
import {
  arbitrum,
  arbitrumNova,
  aurora,
  avalanche,
  base,
  baseSepolia,
  blast,
  bsc,
  celo,
  gnosis,
  linea,
  mainnet,
  mantle,
  moonbeam,
  optimism,
  optimismSepolia,
  polygon,
  polygonZkEvm,
  scroll,
  sepolia,
  sonic,
  zksync,
  zora,
} from 'viem/chains'

/**
 * viem's definitions of the EVM networks Latch supports (spec §9: about 23), by export name, in
 * the order of `eip155Networks` (Ethereum, the default, first). The source of truth for the
 * generated network data, and of `toViemChain` (contracts, formatters).
 * Only the lazily loaded client and the generator import it: it carries viem's formatters.
 */
export const supportedChains = {
  mainnet,
  base,
  optimism,
  arbitrum,
  polygon,
  bsc,
  avalanche,
  gnosis,
  zksync,
  linea,
  scroll,
  celo,
  zora,
  blast,
  mantle,
  aurora,
  sonic,
  polygonZkEvm,
  arbitrumNova,
  moonbeam,
  sepolia,
  baseSepolia,
  optimismSepolia,
} as const satisfies Record<string, Chain>
