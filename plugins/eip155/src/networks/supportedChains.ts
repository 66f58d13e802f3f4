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
 * viem's definitions of the EVM networks Latch supports (spec §9: about 23), by export name. The
 * source of truth for the generated network data, and of `toViemChain` (contracts, formatters).
 * Only the lazily loaded client and the generator import it: it carries viem's formatters.
 */
export const supportedChains = {
  mainnet,
  optimism,
  bsc,
  gnosis,
  polygon,
  sonic,
  zksync,
  polygonZkEvm,
  moonbeam,
  mantle,
  base,
  arbitrum,
  arbitrumNova,
  celo,
  avalanche,
  linea,
  blast,
  scroll,
  zora,
  aurora,
  sepolia,
  baseSepolia,
  optimismSepolia,
} as const satisfies Record<string, Chain>
