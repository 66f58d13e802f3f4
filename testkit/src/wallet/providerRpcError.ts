import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'

/**
 * The error a browser wallet throws, per EIP-1193: a numeric `code`, a short `message` and
 * optional `data`. viem has classes for these codes, but their `message` is viem's multi-line
 * report; a wallet must throw the plain short text a dapp (or viem on the other side) expects.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

export const unauthorized = (why: string) =>
  new ProviderRpcError(
    4100,
    `The requested account and/or method has not been authorized by the user: ${why}.`,
  )

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)

export const disconnected = () =>
  new ProviderRpcError(4900, 'The Provider is disconnected from all chains.')

export const chainDisconnected = (chainId: number, why: string) =>
  new ProviderRpcError(
    4901,
    `The Provider is not connected to the requested chain (${chainId}): ${why}.`,
  )

export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidParams = (details: string) =>
  new ProviderRpcError(-32602, `Invalid method parameters: ${details}`)

/**
 * Turns what viem threw while talking to the node into the error the node itself sent, so a revert
 * reaches the dapp as anvil reported it (code 3, "execution reverted: <reason>", revert data),
 * exactly as a browser wallet relays it.
 */
export function toProviderRpcError(error: unknown, chainId: number): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const fromNode = error.walk((cause) => cause instanceof RpcRequestError)
    if (fromNode instanceof RpcRequestError) {
      return new ProviderRpcError(fromNode.code, fromNode.details, fromNode.data)
    }
    const unreachable = error.walk(
      (cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError,
    )
    if (unreachable instanceof BaseError) {
      return chainDisconnected(chainId, unreachable.shortMessage)
    }
    return new ProviderRpcError(-32603, error.shortMessage)
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
}
