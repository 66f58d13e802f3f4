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
 * the order of `eip155Networks` (Ethereum, the default, first). The source of the generated data
 * (the networks, and what `toViemChain` adds to them); only the generator and tests import it:
 * `viem/chains` is a barrel whose graph reaches viem's Tempo chains and `node:worker_threads`, so no
 * shipped file may import it.
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
