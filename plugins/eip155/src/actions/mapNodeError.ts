import { LatchError, type LatchErrorCode, toLatchError } from '@latch/core'
import {
  BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from 'viem'
import { getNodeError } from 'viem/utils'
import { Eip155Error } from '../errors'

export type MapNodeErrorParameters = unknown
export type MapNodeErrorReturnType = LatchError

/** viem's node error classes (each matches a node's message) and the Latch code of each. */
const nodeErrorCodes = [
  [ExecutionRevertedError, 'EXECUTION_REVERTED'],
  [FeeCapTooHighError, 'FEE_CAP_TOO_HIGH'],
  [FeeCapTooLowError, 'FEE_CAP_TOO_LOW'],
  [NonceTooHighError, 'NONCE_TOO_HIGH'],
  [NonceTooLowError, 'NONCE_TOO_LOW'],
  [NonceMaxValueError, 'NONCE_MAX_VALUE'],
  [InsufficientFundsError, 'INSUFFICIENT_FUNDS'],
  [IntrinsicGasTooHighError, 'INTRINSIC_GAS_TOO_HIGH'],
  [IntrinsicGasTooLowError, 'INTRINSIC_GAS_TOO_LOW'],
  [TransactionTypeNotSupportedError, 'TRANSACTION_TYPE_NOT_SUPPORTED'],
  [TipAboveFeeCapError, 'TIP_ABOVE_FEE_CAP'],
] as const satisfies readonly (readonly [
  abstract new (...args: never[]) => BaseError,
  LatchErrorCode,
])[]

function latchCodeOf(error: unknown): LatchErrorCode | undefined {
  return nodeErrorCodes.find(([errorClass]) => error instanceof errorClass)?.[1]
}

/**
 * The node error anywhere in the cause chain: viem classifies what its actions send (estimate,
 * send, call); an error from a request viem does not classify (e.g. `wallet_sendCalls`) is
 * classified here from the node's message with viem's `getNodeError`.
 */
function findNodeError(error: BaseError): BaseError | undefined {
  const classified = error.walk((cause) => latchCodeOf(cause) !== undefined)
  if (classified instanceof BaseError) return classified
  const fromMessage = getNodeError(error, {})
  return fromMessage instanceof UnknownNodeError ? undefined : fromMessage
}

/**
 * Maps what a node, a wallet or viem threw to a `LatchError` (spec §8): the node's messages become
 * the named errors (execution reverted, fee cap too high/low, nonce too high/low/max, insufficient
 * funds, gas too high/low, unsupported transaction type, tip above fee cap); wallet and JSON-RPC
 * codes (4001, 4200, -32603, …) map through the core's `toLatchError`; the rest is
 * INTERNAL_SDK_ERROR. The viem error stays as `cause`, its short message as `details`.
 *
 * @example
 * try {
 *   await sendTransaction(client, request)
 * } catch (error) {
 *   throw mapNodeError(error) // e.g. LatchError INSUFFICIENT_FUNDS
 * }
 */
export function mapNodeError(error: MapNodeErrorParameters): MapNodeErrorReturnType {
  if (error instanceof LatchError) return error
  if (error instanceof BaseError) {
    const nodeError = findNodeError(error)
    const code = latchCodeOf(nodeError)
    if (nodeError && code) {
      return new Eip155Error(code as 'EXECUTION_REVERTED', {
        cause: error,
        details: nodeError.shortMessage,
      })
    }
  }
  return toLatchError(error)
}
