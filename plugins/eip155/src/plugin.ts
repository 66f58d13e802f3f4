import { type CaipNetworkId, definePlugin, LatchError, type Network } from '@latch/core'
import { hexToBigInt, type PublicClient } from 'viem'
import { mapNodeError } from './actions/mapNodeError'
import { validateTransaction } from './actions/validateTransaction'
import { validateWalletCalls, type WalletCallEntry } from './actions/validateWalletCalls'
import { type WaitForReceiptReturnType, waitForReceipt } from './actions/waitForReceipt'
import { createEip155Adapter } from './adapter/createEip155Adapter'
import { type InjectedWallets, watchInjectedWallets } from './adapter/injectedWallets'
import {
  type AppRpcMethod,
  appRpcMethodNeedsApproval,
  assertAppRpcAllowed,
} from './rpc/allowedMethods'
import { createEip155PublicClient } from './rpc/createEip155PublicClient'

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

const feeFields = ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/** Spec §5 checks of what the app sends, before the wallet sees it. */
function validateAppRequest(method: AppRpcMethod, params: unknown): void {
  const [first] = Array.isArray(params) ? params : []
  if (method === 'eth_sendTransaction' && first && typeof first === 'object') {
    const request = first as Record<string, unknown>
    const fees = Object.fromEntries(
      feeFields
        .filter((field) => typeof request[field] === 'string')
        .map((field) => [field, hexToBigInt(request[field] as `0x${string}`)]),
    )
    validateTransaction({
      account: request.from as `0x${string}` | undefined,
      to: request.to as `0x${string}` | undefined,
      ...fees,
    })
  }
  if (method === 'wallet_sendCalls' && first && typeof first === 'object') {
    validateWalletCalls((first as { calls?: WalletCallEntry[] }).calls ?? [])
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
      const clients = new Map<CaipNetworkId, PublicClient>()
      const publicClient = (network: Network): PublicClient => {
        const existing = clients.get(network.caipNetworkId)
        if (existing) return existing
        const client = createEip155PublicClient(network, {
          rpcBaseUrl: endpoints.rpc,
          projectId,
          rank: options.rankRpc,
        })
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
        const allowed = await assertAppRpcAllowed(method, ctx.clock)
        validateAppRequest(allowed, params)
        // Approvals, and the wallet's own methods (capabilities, call status, assets), go to the
        // connected wallet; everything else is a chain read.
        if (appRpcMethodNeedsApproval(allowed) || allowed.startsWith('wallet_')) {
          const connectorId = ctx.getState().connectors.activeIds.eip155
          if (!connectorId) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: method })
          return adapter.walletRequest(connectorId, { method, params })
        }
        try {
          return await publicClient(networkOf()).request({ method, params } as never)
        } catch (error) {
          throw mapNodeError(error)
        }
      })

      ctx.handle('eip155.waitForReceipt', ({ hash, caipNetworkId }) =>
        waitForReceipt(publicClient(networkOf(caipNetworkId)), { hash }),
      )
    },
  })
}
