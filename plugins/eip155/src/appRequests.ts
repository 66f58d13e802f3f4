import { type Clock, LatchError } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import { type Chain, type Client, hexToBigInt, type Transport } from 'viem'
import * as z from 'zod/mini'
import { mapNodeError } from './actions/mapNodeError'
import { validateTransaction } from './actions/validateTransaction'
import { validateWalletCalls } from './actions/validateWalletCalls'
import type { Eip155Adapter } from './adapter/createEip155Adapter'
import {
  type AppRpcMethod,
  appRpcMethodNeedsApproval,
  assertAppRpcAllowed,
} from './rpc/allowedMethods'

/**
 * A JSON-RPC quantity (EIP-1474): `0x` and at least one hex digit, in either case. Leading zeros
 * (`0x01`) are accepted: EIP-1474 asks senders for the compact form, but wallets read the value as
 * a number either way (as viem's `hexToBigInt` does), so refusing it would only break apps that
 * work with every wallet. Decimals, units, exponents, signs, spaces and a bare `0x` are refused.
 */
const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/
const quantity = z.optional(z.nullable(z.string().check(z.regex(HEX_QUANTITY, 'hex quantity'))))

/**
 * The transaction of `eth_sendTransaction`: every quantity field of a JSON-RPC transaction
 * (execution-apis' GenericTransaction) is a hex quantity when present; the addresses are strings
 * that `validateTransaction` then checks. Other fields go to the wallet as they are.
 */
const transactionSchema = z.looseObject({
  from: z.optional(z.string()),
  to: z.optional(z.nullable(z.string())),
  type: quantity,
  nonce: quantity,
  gas: quantity,
  value: quantity,
  gasPrice: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  maxFeePerBlobGas: quantity,
  chainId: quantity,
})

/** The request each method checked here takes as its first param (the rest passes as it is). */
const requestSchemas = {
  eth_sendTransaction: transactionSchema,
  // EIP-5792: each call is checked by `validateWalletCalls`, which names the call.
  wallet_sendCalls: z.looseObject({ calls: z.array(z.unknown()) }),
} satisfies Partial<Record<AppRpcMethod, z.ZodMiniType>>

/**
 * The params (a list) and their first entry checked against the method's schema before anything
 * reads them: INVALID_INPUT ('Invalid input') naming each wrong field (`params.0.gasPrice:
 * Expected hex quantity received "1.5"`). Built from zod constructors the core already ships
 * (no tuple): zod is one module shared with the first paint, so any constructor a lazy module
 * uses lands there too.
 */
function parseParams<M extends keyof typeof requestSchemas>(
  method: M,
  params: unknown,
): z.output<(typeof requestSchemas)[M]> {
  const [first] = parseOrThrow(z.array(z.unknown()), params, 'INVALID_INPUT', ['params'])
  return parseOrThrow(requestSchemas[method], first, 'INVALID_INPUT', ['params', '0']) as z.output<
    (typeof requestSchemas)[M]
  >
}

const feeFields = ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/**
 * Spec §5 checks of what the app sends, before the wallet sees it: the shape and every quantity
 * first (nothing is converted before it is known to be a number), then the transaction rules
 * (addresses, fees) and the wallet-call entries.
 */
function validateAppRequest(method: AppRpcMethod, params: unknown): void {
  if (method === 'eth_sendTransaction') {
    const transaction = parseParams(method, params)
    const fees = Object.fromEntries(
      feeFields.flatMap((field) => {
        const value = transaction[field]
        return typeof value === 'string' ? [[field, hexToBigInt(value as `0x${string}`)]] : []
      }),
    )
    validateTransaction({
      account: transaction.from as `0x${string}` | undefined,
      to: transaction.to as `0x${string}` | null | undefined,
      ...fees,
    })
  }
  if (method === 'wallet_sendCalls') {
    validateWalletCalls(parseParams(method, params).calls)
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
 * (spec §5: a malformed transaction or call batch is a LatchError, never sent) and routed:
 * approvals and the wallet's own methods (capabilities, call status, assets) go to the connected
 * wallet, everything else is a chain read whose node errors become named errors. Loaded on the
 * first request.
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
