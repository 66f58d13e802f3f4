import type { CaipNetworkId, Network } from '@latch/core'

/**
 * Wallets name Solana's clusters by name (`@solana/wallet-standard-chains`: `solana:mainnet`…),
 * CAIP-2 by genesis hash. A cluster without a name (a local validator) goes by its CAIP-2 id.
 */
const CLUSTER_NAMES: Readonly<Record<string, `solana:${string}`>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The chain id a wallet knows `network` by. */
export function walletChainOf(caipNetworkId: CaipNetworkId): `solana:${string}` {
  return CLUSTER_NAMES[caipNetworkId] ?? (caipNetworkId as `solana:${string}`)
}

/**
 * Whether a wallet that lists `chains` can sign for `network`: by name or by CAIP-2 id. A wallet
 * that lists no chain at all is taken at its word for any.
 */
export function walletSupports(chains: readonly string[], network: Network): boolean {
  const solanaChains = chains.filter((chain) => chain.startsWith('solana:'))
  if (solanaChains.length === 0) return true
  return (
    solanaChains.includes(walletChainOf(network.caipNetworkId)) ||
    solanaChains.includes(network.caipNetworkId)
  )
}
