import type { CaipNetworkId } from '@latch/core'
import { defineNamespacePlugin } from '@latch/core/plugin'
import { createBitcoinAdapter } from './adapter/createBitcoinAdapter'
import { type BitcoinStandardWallets, watchBitcoinWallets } from './wallets/bitcoinStandardWallets'

declare module '@latch/core' {
  interface LatchCommands {
    /**
     * Waits until a Bitcoin transaction (`account.sendTransaction`'s id) is in a block of its
     * network (default the active one), asking its Esplora API every 2 s on the client's clock.
     */
    'bip122.waitForTransaction': {
      params: { txid: string; caipNetworkId?: CaipNetworkId; intervalMs?: number }
      result: { blockHeight: number }
    }
  }
}

export interface Bip122PluginOptions {
  /** Where wallets come from; default the page's Wallet Standard Bitcoin wallets. */
  wallets?: BitcoinStandardWallets
}

/**
 * The Bitcoin namespace: registers the bip122 ChainAdapter (Wallet Standard Bitcoin wallets,
 * payment and ordinals accounts, balances from the network's Esplora API, BIP-322 messages, PSBT
 * transfers; btc-signer loaded on first use) and the command that waits for a
 * transfer's block.
 *
 * @example
 * createLatch({ projectId, networks: [mainnet, bitcoinMainnet], plugins: [eip155(), bip122()] })
 */
export function bip122(options: Bip122PluginOptions = {}) {
  return defineNamespacePlugin({
    namespace: 'bip122',
    wallets: options.wallets,
    discoverWallets: watchBitcoinWallets,
    setup(ctx, { wallets, networks, network }) {
      ctx.handle('bip122.waitForTransaction', ({ txid, caipNetworkId, intervalMs }) =>
        import('./actions/waitForConfirmation').then((module) =>
          module.waitForConfirmation(network(caipNetworkId), txid, {
            clock: ctx.clock,
            ...(intervalMs === undefined ? {} : { intervalMs }),
          }),
        ),
      )
      return createBitcoinAdapter({ wallets, networks, ctx })
    },
  })
}
