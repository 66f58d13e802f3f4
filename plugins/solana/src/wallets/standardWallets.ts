import type { Connector } from '@latch/core'
import { type NamespaceWallets, registryWallets } from '@latch/core/plugin'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

declare module '@latch/core' {
  interface NamespaceProviders {
    /** What the solana adapter drives, a wallet's or a login method's: a Wallet Standard wallet. */
    solana: Wallet
  }
}

/** The Solana wallets of the page, as connectors, and the Wallet Standard wallet behind each. */
export type StandardWallets = NamespaceWallets<'solana'>

/** What the adapter needs of a wallet: connecting, its events, and Solana chains. */
const REQUIRED_FEATURES = ['standard:connect', 'standard:events'] as const

export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    REQUIRED_FEATURES.every((feature) => feature in wallet.features)
  )
}

/**
 * A wallet's connector: its name is its id (the Wallet Standard has no reverse-DNS id), so the
 * same wallet on EVM and Solana shows as one row where names match.
 */
export function toConnector(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    kind: 'announced',
    namespace: 'solana',
    name: wallet.name,
    imageUrl: wallet.icon,
  }
}

/** The page's Wallet Standard wallets that speak Solana. On a server there are none. */
export function watchStandardWallets(): StandardWallets {
  // Wallets that registered before us answer the app-ready event at once: connectors are known
  // when reconnect runs.
  return registryWallets(getWallets, { accepts: isSolanaWallet, toConnector })
}
