import type { Network } from '@latch/core'
import { defineSolanaNetwork } from './defineSolanaNetwork'

/** The image of Solana networks in the Provider API's image service. */
const imageId = 'a1b58899-f671-4276-6a5e-56ca5bd59700'

// Each built by a call the bundler may drop when the app does not import its network (pure: it
// only checks its parameters and returns a new object).

/** Solana's clusters (spec §9: 3 Solana networks), CAIP-2 ids by genesis hash. */
export const solanaMainnet: Network = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  blockExplorer: { name: 'Solana Explorer', url: 'https://explorer.solana.com' },
  imageId,
})

export const solanaDevnet: Network = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  blockExplorer: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  testnet: true,
  imageId,
})

export const solanaTestnet: Network = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  blockExplorer: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  testnet: true,
  imageId,
})

export const SOLANA_NETWORKS: readonly Network[] = [solanaMainnet, solanaDevnet, solanaTestnet]
