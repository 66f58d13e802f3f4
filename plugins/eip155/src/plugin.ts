import { type CaipNetworkId, definePlugin, type Network } from '@latch/core'
import { createPublicClient, http, type PublicClient } from 'viem'
import { createEip155Adapter } from './adapter/createEip155Adapter'
import { type InjectedWallets, watchInjectedWallets } from './adapter/injectedWallets'

export interface Eip155PluginOptions {
  /** Where browser wallets come from; default EIP-6963 announcements and window.ethereum. */
  wallets?: InjectedWallets
}

/**
 * The EVM namespace: registers the eip155 ChainAdapter (injected wallets, reads through RPC).
 *
 * @example
 * createLatch({ projectId, networks: [mainnet, base], plugins: [eip155()] })
 */
export function eip155(options: Eip155PluginOptions = {}) {
  return definePlugin({
    name: 'eip155',
    setup(ctx) {
      const clients = new Map<CaipNetworkId, PublicClient>()
      const publicClient = (network: Network): PublicClient => {
        const existing = clients.get(network.caipNetworkId)
        if (existing) return existing
        const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
        clients.set(network.caipNetworkId, client)
        return client
      }
      ctx.registerAdapter(
        createEip155Adapter({
          wallets: options.wallets ?? watchInjectedWallets(),
          networks: () => ctx.getState().networks.byNamespace.eip155?.requested ?? [],
          publicClient,
          log: ctx.log,
        }),
      )
    },
  })
}
