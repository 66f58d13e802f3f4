import type { Connector } from '@latch/core'
import { type NamespaceWallets, registryWallets, type WalletRegistry } from '@latch/core/plugin'
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

/**
 * The page's Wallet Standard registry, plus its sats-connect wallets (WBIP004's `btc_providers`)
 * once their module loaded (only on a page that has them); one already in the registry under its
 * name is not added twice.
 */
function bitcoinRegistry(): WalletRegistry<Wallet> {
  const registry = getWallets()
  const satsConnect: Wallet[] = []
  const listeners = new Set<() => void>()
  if ('btc_providers' in window) {
    import('./satsConnect/satsConnectWallets')
      .then(({ satsConnectWallets }) => {
        const names = new Set(registry.get().map((wallet) => wallet.name))
        satsConnect.push(...satsConnectWallets(window).filter((wallet) => !names.has(wallet.name)))
        for (const listener of Array.from(listeners)) listener()
      })
      .catch(() => {})
  }
  return {
    get: () => [...registry.get(), ...satsConnect],
    on(event, listener) {
      const off = registry.on(event, listener)
      if (event === 'register') listeners.add(listener)
      return () => {
        off()
        listeners.delete(listener)
      }
    },
  }
}

/** The page's Bitcoin wallets: Wallet Standard and sats-connect ones. On a server there are none. */
export function watchBitcoinWallets(): BitcoinStandardWallets {
  return registryWallets(bitcoinRegistry, {
    accepts: isBitcoinWallet,
    toConnector: toBitcoinConnector,
  })
}
