import { type Clock, LatchError } from '@latch/core'
import { type Chain, type Client, hexToBigInt, type Transport } from 'viem'
import { mapNodeError } from './actions/mapNodeError'
import { validateTransaction } from './actions/validateTransaction'
import { validateWalletCalls, type WalletCallEntry } from './actions/validateWalletCalls'
import type { Eip155Adapter } from './adapter/createEip155Adapter'
import {
  type AppRpcMethod,
  appRpcMethodNeedsApproval,
  assertAppRpcAllowed,
} from './rpc/allowedMethods'

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

export interface AppRequestRoutes {
  /** Times the refusal of a method that is not allowed (spec §7: after 300 ms). */
  clock: Clock
  /** The connected eip155 connector, if any. */
  connectorId: string | undefined
  wallet: Pick<Eip155Adapter, 'walletRequest'>
  /** The active network's public client. */
  chain(): Promise<Client<Transport, Chain>>
}

/**
 * A JSON-RPC request from the app: refused after 300 ms unless allowed (spec §5/§6), checked
 * (spec §5) and routed: approvals and the
 * wallet's own methods (capabilities, call status, assets) go to the connected wallet, everything
 * else is a chain read whose node errors become named errors. Loaded on the first request.
 */
export async function handleAppRequest(
  request: { method: string; params?: unknown },
  routes: AppRequestRoutes,
): Promise<unknown> {
  const method = await assertAppRpcAllowed(request.method, routes.clock)
  const { params } = request
  validateAppRequest(method, params)
  if (appRpcMethodNeedsApproval(method) || method.startsWith('wallet_')) {
    if (!routes.connectorId) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: method })
    return routes.wallet.walletRequest(routes.connectorId, { method, params })
  }
  try {
    return await (await routes.chain()).request({ method, params } as never)
  } catch (error) {
    throw mapNodeError(error)
  }
}
