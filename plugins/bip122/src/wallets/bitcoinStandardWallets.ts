import type { Connector } from '@latch/core'
import { type NamespaceWallets, registryWallets } from '@latch/core/plugin'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

declare module '@latch/core' {
  interface NamespaceProviders {
    /** What the bip122 adapter drives: a Wallet Standard wallet with the Bitcoin features. */
    bip122: Wallet
  }
}

/** The page's Bitcoin wallets, as connectors, and the Wallet Standard wallet behind each. */
export type BitcoinStandardWallets = NamespaceWallets<'bip122'>

/**
 * What the adapter needs of a wallet: `bitcoin:connect` (accounts by purpose: payment, ordinals)
 * and a Bitcoin chain (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`…). Events come as
 * `standard:events` or, in some wallets, `bitcoin:events`.
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('bitcoin:')) &&
    'bitcoin:connect' in wallet.features
  )
}

/** A wallet's connector: its name is its id, as for every Wallet Standard wallet. */
export function toBitcoinConnector(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    kind: 'announced',
    namespace: 'bip122',
    name: wallet.name,
    imageUrl: wallet.icon,
  }
}

/** The page's Wallet Standard wallets that speak Bitcoin. On a server there are none. */
export function watchBitcoinWallets(): BitcoinStandardWallets {
  return registryWallets(getWallets, { accepts: isBitcoinWallet, toConnector: toBitcoinConnector })
}
