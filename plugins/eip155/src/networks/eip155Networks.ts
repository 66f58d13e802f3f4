import type { Network } from '@latch/core'
import type { Chain } from 'viem'
import {
  arbitrum as viemArbitrum,
  arbitrumNova as viemArbitrumNova,
  aurora as viemAurora,
  avalanche as viemAvalanche,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  blast as viemBlast,
  bsc as viemBsc,
  celo as viemCelo,
  gnosis as viemGnosis,
  linea as viemLinea,
  mainnet as viemMainnet,
  mantle as viemMantle,
  moonbeam as viemMoonbeam,
  optimism as viemOptimism,
  optimismSepolia as viemOptimismSepolia,
  polygon as viemPolygon,
  polygonZkEvm as viemPolygonZkEvm,
  scroll as viemScroll,
  sepolia as viemSepolia,
  sonic as viemSonic,
  zksync as viemZksync,
  zora as viemZora,
} from 'viem/chains'
import { toLatchNetwork } from './toLatchNetwork'

/**
 * Image ids of the supported networks on the Provider API (`/public/getAssetImage/{id}`), by chain
 * id. They are Latch's own asset ids: readable names, stable across releases.
 */
export const NETWORK_IMAGE_IDS = {
  1: 'network-ethereum',
  10: 'network-optimism',
  56: 'network-bsc',
  100: 'network-gnosis',
  137: 'network-polygon',
  146: 'network-sonic',
  324: 'network-zksync',
  1101: 'network-polygon-zkevm',
  1284: 'network-moonbeam',
  5000: 'network-mantle',
  8453: 'network-base',
  42161: 'network-arbitrum',
  42170: 'network-arbitrum-nova',
  42220: 'network-celo',
  43114: 'network-avalanche',
  59144: 'network-linea',
  81457: 'network-blast',
  534352: 'network-scroll',
  7777777: 'network-zora',
  1313161554: 'network-aurora',
  11155111: 'network-sepolia',
  84532: 'network-base-sepolia',
  11155420: 'network-optimism-sepolia',
} as const satisfies Record<number, string>

/**
 * The viem chains behind the exported networks, by chain id. `toViemChain` starts from these, so a
 * supported network keeps viem's contracts (multicall3, ENS) and formatters.
 */
export const supportedViemChains: ReadonlyMap<number, Chain> = new Map(
  [
    viemMainnet,
    viemOptimism,
    viemBsc,
    viemGnosis,
    viemPolygon,
    viemSonic,
    viemZksync,
    viemPolygonZkEvm,
    viemMoonbeam,
    viemMantle,
    viemBase,
    viemArbitrum,
    viemArbitrumNova,
    viemCelo,
    viemAvalanche,
    viemLinea,
    viemBlast,
    viemScroll,
    viemZora,
    viemAurora,
    viemSepolia,
    viemBaseSepolia,
    viemOptimismSepolia,
  ].map((chain): [number, Chain] => [chain.id, chain as Chain]),
)

const network = (chain: Chain & { id: keyof typeof NETWORK_IMAGE_IDS }): Network =>
  toLatchNetwork(chain, { imageId: NETWORK_IMAGE_IDS[chain.id] })

// Mainnets: the spec's ~23 EVM chains (§9) are these twenty plus the three testnets below.
export const mainnet = network(viemMainnet)
export const optimism = network(viemOptimism)
export const bsc = network(viemBsc)
export const gnosis = network(viemGnosis)
export const polygon = network(viemPolygon)
export const sonic = network(viemSonic)
export const zksync = network(viemZksync)
export const polygonZkEvm = network(viemPolygonZkEvm)
export const moonbeam = network(viemMoonbeam)
export const mantle = network(viemMantle)
export const base = network(viemBase)
export const arbitrum = network(viemArbitrum)
export const arbitrumNova = network(viemArbitrumNova)
export const celo = network(viemCelo)
export const avalanche = network(viemAvalanche)
export const linea = network(viemLinea)
export const blast = network(viemBlast)
export const scroll = network(viemScroll)
export const zora = network(viemZora)
export const aurora = network(viemAurora)
// Testnets.
export const sepolia = network(viemSepolia)
export const baseSepolia = network(viemBaseSepolia)
export const optimismSepolia = network(viemOptimismSepolia)

/** Every EVM network Latch supports out of the box, Ethereum (the default, eip155:1) first. */
export const eip155Networks: readonly Network[] = [
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
]

/** The network selected when the app names none (spec §9: eip155:1). */
export const defaultEip155Network = mainnet
