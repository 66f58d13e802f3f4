import { type CaipNetworkId, LatchError } from '@latch/core'
import { defineNamespacePlugin } from '@latch/core/plugin'
import { loadWalletActions } from './actions/loadWalletActions'
import { createSolanaAdapter } from './adapter/createSolanaAdapter'
import type { SolanaProvider } from './provider/createSolanaProvider'
import { type StandardWallets, watchStandardWallets } from './wallets/standardWallets'

declare module '@latch/core' {
  interface LatchCommands {
    /**
     * A Solana signing request from the app, in the relay protocol's Solana RPC form
     * (`solana_signMessage`, `solana_signTransaction`, `solana_signAndSendTransaction`,
     * `solana_signAllTransactions`); any other method fails with 'RPC method not allowed' after
     * 300 ms (spec §5/§6).
     */
    'solana.request': { params: { method: string; params?: unknown }; result: unknown }
    /** An SPL token balance of an address (default: the connected one), in base units. */
    'solana.getTokenBalance': {
      params: { mint: string; address?: string; caipNetworkId?: CaipNetworkId }
      result: { value: bigint; decimals: number }
    }
    /** The signer of the active Solana connection (`latch.getProvider('solana')`). */
    'solana.getProvider': { params: void; result: SolanaProvider }
  }
  interface LatchProviders {
    solana: SolanaProvider
  }
}

export interface SolanaPluginOptions {
  /** Where wallets come from; default the page's Wallet Standard wallets. */
  wallets?: StandardWallets
}

/**
 * The Solana namespace: registers the solana ChainAdapter (Wallet Standard wallets; reads and
 * sends through each network's RPC with web3.js, loaded on first use) and the app's Solana
 * signing and token balance commands.
 *
 * @example
 * createLatch({ projectId, networks: [mainnet, solanaMainnet], plugins: [eip155(), solana()] })
 */
export function solana(options: SolanaPluginOptions = {}) {
  return defineNamespacePlugin({
    namespace: 'solana',
    // Lazy modules are read as `.then((module) => …)`: Vite turns a destructured dynamic import
    // into a longer wrapper, and these lines are in the page's first paint.
    wallets: options.wallets,
    discoverWallets: watchStandardWallets,
    // web3.js first, through the loader that gives a page its `Buffer`.
    provider: (client) =>
      loadWalletActions()
        .then(() => import('./provider/createSolanaProvider'))
        .then(({ createSolanaProvider }) => createSolanaProvider(client)),
    setup(ctx, { wallets, networks, network }) {
      const connected = () => {
        const connectorId = ctx.getState().connectors.activeIds.solana
        if (!connectorId) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: 'solana' })
        return connectorId
      }
      const adapter = createSolanaAdapter({ wallets, networks, ctx })

      ctx.handle('solana.request', ({ method, params }) =>
        import('./appRequests').then((module) =>
          module.handleSolanaAppRequest(
            { method, params },
            {
              clock: ctx.clock,
              signer: (address) => adapter.signer(connected(), address),
              network,
            },
          ),
        ),
      )

      // web3.js and spl-token first, through the loader that gives a browser page its `Buffer`.
      ctx.handle('solana.getTokenBalance', (command) =>
        loadWalletActions()
          .then(() => import('./actions/tokenBalance'))
          .then((module) =>
            module.tokenBalance(command, {
              owner: () => ctx.getState().accounts.solana?.address,
              network,
            }),
          ),
      )
      return adapter
    },
  })
}
