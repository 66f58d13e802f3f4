/** The JSON-RPC error codes a Solana RPC node answers with. */
export const rpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** sendTransaction: the preflight simulation failed; `data` is the simulation result. */
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  /** getTransaction: a versioned transaction, and the call did not allow its version. */
  unsupportedTransactionVersion: -32015,
} as const

/**
 * An error to answer a JSON-RPC call with, thrown by a method handler.
 *
 * @example
 * throw new JsonRpcError(rpcErrorCode.invalidParams, 'Invalid param: not a Token account')
 */
export class JsonRpcError extends Error {
  override readonly name = 'JsonRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
