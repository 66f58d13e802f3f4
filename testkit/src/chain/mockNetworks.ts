import type { Network } from '@latch/core'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Network definitions for tests with the mock adapter: two EVM chains and a Solana cluster. */
export const mockNetworks = {
  home: {
    id: 31337,
    name: 'Latch Local',
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    blockExplorers: { default: { name: 'Local Explorer', url: 'https://explorer.local' } },
    testnet: true,
  },
  other: {
    id: 31338,
    name: 'Latch Local 2',
    caipNetworkId: 'eip155:31338',
    chainNamespace: 'eip155',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  },
  solana: {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
    testnet: true,
  },
} as const satisfies Record<string, Network>
