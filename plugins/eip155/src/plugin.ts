import type { CaipNetworkId, Network } from '@latch/core'
import { defineNamespacePlugin } from '@latch/core/plugin'
import type { Chain, Client, Transport } from 'viem'
import type { WaitForReceiptReturnType } from './actions/waitForReceipt'
import { createEip155Adapter } from './adapter/createEip155Adapter'
import { type InjectedWallets, watchInjectedWallets } from './adapter/injectedWallets'
import type { Eip1193Provider } from './provider/createEip1193Provider'
import type { RpcTiming } from './rpc/createRpcTransport'

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
    /** The EIP-1193 provider of the active EVM connection (`latch.getProvider('eip155')`). */
    'eip155.getProvider': { params: void; result: Eip1193Provider }
  }
  interface LatchProviders {
    eip155: Eip1193Provider
  }
}

export interface Eip155PluginOptions {
  /** Where browser wallets come from; default EIP-6963 announcements and window.ethereum. */
  wallets?: InjectedWallets
  /** Rank each network's RPC URLs by stability and latency (spec §7); default off. */
  rankRpc?: boolean
  /**
   * The chains whose reads go to the RPC gateway (`endpoints.rpc`, as
   * `{rpc}/v1/?chainId=eip155:{id}&projectId={projectId}`) before the network's own URLs. Default
   * `GATEWAY_CHAIN_IDS`, the chains the hosted gateway serves (spec §7). The list replaces the
   * default: a gateway that also serves a local chain is `[...GATEWAY_CHAIN_IDS, 31337]`, one that
   * serves only it `[31337]`; `[]` sends no read to the gateway. Chain ids are positive integers,
   * else every read fails with INVALID_OPTIONS (checked where reads start, on first use: the check
   * stays out of the page's first paint).
   *
   * @example
   * eip155({ gatewayChainIds: [31337] }) // anvil's reads through a local gateway at endpoints.rpc
   */
  gatewayChainIds?: readonly number[]
  /**
   * Timings of chain RPC, each defaulting to the spec's (`RPC_TIMING`: 10 s per attempt, 3 retries
   * doubling from 150 ms, ranking pings every 4 s with a 1 s time-out), given to
   * `createRpcTransport` as its `timing`. Each is a finite number, not negative (`retryCount` an
   * integer, `rankIntervalMs` above 0), else every read fails with INVALID_OPTIONS naming it
   * (`timing.timeoutMs: Expected >= 0 received -1`). A time-out of 0 waits without limit.
   *
   * @example
   * eip155({ rpcTiming: { timeoutMs: 2_000, retryCount: 1 } }) // a local node answers fast or not
   */
  rpcTiming?: Partial<RpcTiming>
}

/**
 * The EVM namespace: registers the eip155 ChainAdapter (injected wallets; reads through the RPC
 * gateway and each network's fallback URLs) and the app's RPC and receipt commands.
 *
 * @example
 * createLatch({ projectId, networks: [mainnet, base], plugins: [eip155()] })
 */
export function eip155(options: Eip155PluginOptions = {}) {
  return defineNamespacePlugin({
    namespace: 'eip155',
    // Lazy modules are read as `.then((module) => …)`: Vite turns a destructured dynamic import
    // into a longer wrapper, and these lines are in the page's first paint.
    wallets: options.wallets,
    discoverWallets: watchInjectedWallets,
    provider: (client) =>
      import('./provider/createEip1193Provider').then((module) =>
        module.createEip1193Provider(client),
      ),
    setup(ctx, { wallets, networks, network }) {
      const { endpoints, projectId } = ctx.options
      // Reads need viem's client, loaded on the first one: the page's first paint does without.
      const clients = new Map<CaipNetworkId, Promise<Client<Transport, Chain>>>()
      const publicClient = (network: Network): Promise<Client<Transport, Chain>> => {
        const existing = clients.get(network.caipNetworkId)
        if (existing) return existing
        const client = import('./rpc/createEip155PublicClient').then((module) =>
          module.createEip155PublicClient(network, {
            rpcBaseUrl: endpoints.rpc,
            projectId,
            rank: options.rankRpc,
            gatewayChainIds: options.gatewayChainIds,
            timing: options.rpcTiming,
          }),
        )
        clients.set(network.caipNetworkId, client)
        return client
      }
      const adapter = createEip155Adapter({
        wallets,
        networks,
        publicClient,
        log: ctx.log,
        clock: ctx.clock,
      })

      ctx.handle('eip155.request', ({ method, params }) =>
        import('./appRequests').then((module) =>
          module.handleAppRequest(
            { method, params },
            {
              clock: ctx.clock,
              connectorId: ctx.getState().connectors.activeIds.eip155,
              wallet: adapter,
              chain: async () => publicClient(network()),
            },
          ),
        ),
      )

      ctx.handle('eip155.waitForReceipt', async ({ hash, caipNetworkId }) => {
        const [{ waitForReceipt }, client] = await Promise.all([
          import('./actions/waitForReceipt'),
          publicClient(network(caipNetworkId)),
        ])
        return waitForReceipt(client, { hash })
      })
      return adapter
    },
  })
}
