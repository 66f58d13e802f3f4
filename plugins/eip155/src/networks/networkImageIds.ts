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
