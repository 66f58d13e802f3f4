import { JsonRpcError, rpcErrorCode } from './jsonRpcError'
import { accountMethods } from './methods/accountMethods'
import { clusterMethods } from './methods/clusterMethods'
import { historyMethods } from './methods/historyMethods'
import type { RpcMethods } from './methods/rpcMethod'
import { tokenMethods } from './methods/tokenMethods'
import { transactionMethods } from './methods/transactionMethods'
import type { RpcContext } from './rpcContext'

/** Every HTTP method the local validator answers. */
export const solanaRpcMethods: RpcMethods = {
  ...clusterMethods,
  ...accountMethods,
  ...tokenMethods,
  ...transactionMethods,
  ...historyMethods,
}

export type JsonRpcId = string | number | null

/** A JSON-RPC 2.0 answer. */
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

/**
 * The answer to one JSON-RPC call (a parsed object, not a batch), never a throw: a bad call or a
 * refusing method answers a JSON-RPC error.
 *
 * @example
 * answerCall({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, context, solanaRpcMethods)
 * // { jsonrpc: '2.0', id: 1, result: 0 }
 */
export function answerCall(
  call: unknown,
  context: RpcContext,
  methods: RpcMethods,
): JsonRpcResponse {
  const request = typeof call === 'object' && call !== null ? (call as Record<string, unknown>) : {}
  const id = typeof request.id === 'string' || typeof request.id === 'number' ? request.id : null
  try {
    if (request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
      throw new JsonRpcError(rpcErrorCode.invalidRequest, 'Invalid request')
    }
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
    if (!method) throw new JsonRpcError(rpcErrorCode.methodNotFound, 'Method not found')
    return { jsonrpc: '2.0', id, result: method(request.params, context) }
  } catch (error) {
    return { jsonrpc: '2.0', id, error: errorBody(error) }
  }
}

function errorBody(error: unknown) {
  if (error instanceof JsonRpcError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    }
  }
  return {
    code: rpcErrorCode.internalError,
    message: error instanceof Error ? error.message : 'Internal error',
  }
}
