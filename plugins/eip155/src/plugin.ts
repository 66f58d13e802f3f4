import { type CaipNetworkId, definePlugin, LatchError, type Network } from '@latch/core'
import type { Chain, Client, Transport } from 'viem'
import type { WaitForReceiptReturnType } from './actions/waitForReceipt'
import { createEip155Adapter } from './adapter/createEip155Adapter'
import { type InjectedWallets, watchInjectedWallets } from './adapter/injectedWallets'

declare module '@latch/core' {
  interface LatchCommands {
    /**
     * A JSON-RPC request from the app (spec §5/§6): methods outside the allowed list fail with
     * 'RPC method not allowed' after 300 ms; reads go to the chain, approvals to the wallet.
     */
    'eip155.request': { params: { method: string; params?: unknown }; result: unknown }
    /** Waits for a transaction of the active network: confirmed, replaced, reverted or timed out. */
    'eip155.waitForReceipt': {
      params: { hash: `0x${string}`; caipNetworkId?: CaipNetworkId }
      result: WaitForReceiptReturnType
    }
  }
}

export interface Eip155PluginOptions {
  /** Where browser wallets come from; default EIP-6963 announcements and window.ethereum. */
  wallets?: InjectedWallets
  /** Rank each network's RPC URLs by stability and latency (spec §7); default off. */
  rankRpc?: boolean
}

/**
 * The EVM namespace: registers the eip155 ChainAdapter (injected wallets; reads through the RPC
 * gateway and each network's fallback URLs) and the app's RPC and receipt commands.
 *
 * @example
 * createLatch({ projectId, networks: [mainnet, base], plugins: [eip155()] })
 */
export function eip155(options: Eip155PluginOptions = {}) {
  return definePlugin({
    name: 'eip155',
    setup(ctx) {
      const { endpoints, projectId } = ctx.options
      // Reads need viem's client, loaded on the first one: the page's first paint does without.
      const clients = new Map<CaipNetworkId, Promise<Client<Transport, Chain>>>()
      const publicClient = (network: Network): Promise<Client<Transport, Chain>> => {
        const existing = clients.get(network.caipNetworkId)
        if (existing) return existing
        const client = import('./rpc/createEip155PublicClient').then(
          ({ createEip155PublicClient }) =>
            createEip155PublicClient(network, {
              rpcBaseUrl: endpoints.rpc,
              projectId,
              rank: options.rankRpc,
            }),
        )
        clients.set(network.caipNetworkId, client)
        return client
      }
      const requested = () => ctx.getState().networks.byNamespace.eip155?.requested ?? []
      const networkOf = (caipNetworkId?: CaipNetworkId) => {
        const id = caipNetworkId ?? ctx.getState().networks.byNamespace.eip155?.caipNetworkId
        const network = requested().find((n) => n.caipNetworkId === id)
        if (!network) throw new LatchError('NETWORK_NOT_FOUND', { details: String(id) })
        return network
      }

      const adapter = createEip155Adapter({
        wallets: options.wallets ?? watchInjectedWallets(),
        networks: requested,
        publicClient,
        log: ctx.log,
      })
      ctx.registerAdapter(adapter)

      ctx.handle('eip155.request', async ({ method, params }) => {
        const { handleAppRequest } = await import('./appRequests')
        return handleAppRequest(
          { method, params },
          {
            clock: ctx.clock,
            connectorId: ctx.getState().connectors.activeIds.eip155,
            wallet: adapter,
            chain: async () => publicClient(networkOf()),
          },
        )
      })

      ctx.handle('eip155.waitForReceipt', async ({ hash, caipNetworkId }) => {
        const [{ waitForReceipt }, client] = await Promise.all([
          import('./actions/waitForReceipt'),
          publicClient(networkOf(caipNetworkId)),
        ])
        return waitForReceipt(client, { hash })
      })
    },
  })
}
