import { LatchError } from '@latch/core'
import {
  type Account,
  type Address,
  FeeConflictError,
  InvalidAddressError,
  isAddress,
  type SendTransactionParameters,
} from 'viem'
import { assertRequest } from 'viem/utils'
import { Eip155Error } from '../errors'
import { mapNodeError } from './mapNodeError'

/** A transaction as an app or a feature plugin hands it over, before anything is sent. */
export type ValidateTransactionParameters = {
  account?: Address | Account | undefined
  to?: Address | null | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}
export type ValidateTransactionReturnType = void

/**
 * Checks a transaction before it goes to the wallet (spec §5), with viem's `assertRequest`: the
 * account and recipient are valid addresses, a gas price is not combined with fee-per-gas fields,
 * the max fee is not above 2^256−1 and the priority fee is not above the max fee. Each failure is
 * its own `LatchError` (INVALID_ADDRESS, FEE_CONFLICT, FEE_CAP_TOO_HIGH, TIP_ABOVE_FEE_CAP).
 *
 * @example
 * validateTransaction({ account, to, maxFeePerGas: 2n, maxPriorityFeePerGas: 3n })
 * // throws LatchError TIP_ABOVE_FEE_CAP: 'The priority fee is higher than the max fee'
 */
export function validateTransaction(
  transaction: ValidateTransactionParameters,
): ValidateTransactionReturnType {
  // viem 2.57 declares the fee conflict but no longer checks it in `assertRequest`.
  const hasFeePerGas =
    transaction.maxFeePerGas !== undefined || transaction.maxPriorityFeePerGas !== undefined
  if (transaction.gasPrice !== undefined && hasFeePerGas) {
    throw new Eip155Error('FEE_CONFLICT', { cause: new FeeConflictError() })
  }
  try {
    assertRequest(transaction as Partial<SendTransactionParameters>)
  } catch (error) {
    if (error instanceof InvalidAddressError) {
      const account = transaction.account
      const from = typeof account === 'object' ? account.address : account
      const address = [from, transaction.to].find((value) => value && !isAddress(value)) ?? ''
      throw new LatchError('INVALID_ADDRESS', {
        params: { address },
        cause: error,
        details: error.shortMessage,
      })
    }
    throw mapNodeError(error)
  }
}
