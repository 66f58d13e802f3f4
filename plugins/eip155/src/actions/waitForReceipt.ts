import { isTransactionHash, LatchError, validationMessages } from '@latch/core'
import { describeValue } from '@latch/core/plugin'
import {
  type Chain,
  type Client,
  type Hash,
  type ReplacementReason,
  type ReplacementReturnType,
  type TransactionReceipt,
  type Transport,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { RECEIPT_WAIT } from '../constants'
import { Eip155Error } from '../errors'
import { mapNodeError } from './mapNodeError'
import { readRevertReason } from './readRevertReason'

export type WaitForReceiptParameters = {
  hash: Hash
  /** Default RECEIPT_WAIT.timeoutMs (180 000 ms). */
  timeoutMs?: number | undefined
  /** How often to look for a new block. Default: the client's polling interval. */
  pollingIntervalMs?: number | undefined
}

/** Spec §4: confirmed, or replaced by another transaction of the same nonce (and confirmed). */
export type WaitForReceiptReturnType =
  | { status: 'confirmed'; receipt: TransactionReceipt }
  | {
      status: 'replaced'
      reason: ReplacementReason
      /** The receipt of the transaction that took the nonce. */
      receipt: TransactionReceipt
      replacement: ReplacementReturnType
    }

/** Retry delay of a lookup that found nothing yet: 200 ms, doubling (spec §9). */
export function receiptRetryDelayMs({ count }: { count: number }): number {
  return RECEIPT_WAIT.retryDelayMs * 2 ** count
}

/**
 * Waits for a transaction with viem's `waitForTransactionReceipt` on the spec's terms (§4, §9): 1
 * confirmation, 6 retries from 200 ms doubling, 180 s time-out. A transaction replaced in the
 * wallet (sped up, cancelled, changed) resolves as `replaced` with viem's reason. A reverted one,
 * replaced or not, throws TRANSACTION_REVERTED whose message is the decoded revert reason, or
 * 'unknown reason'; a time-out throws TRANSACTION_RECEIPT_TIMEOUT naming the hash.
 *
 * @example
 * const result = await waitForReceipt(client, { hash })
 * if (result.status === 'replaced') console.log(result.reason) // 'repriced'
 */
export async function waitForReceipt(
  client: Client<Transport, Chain | undefined>,
  parameters: WaitForReceiptParameters,
): Promise<WaitForReceiptReturnType> {
  const { hash, timeoutMs = RECEIPT_WAIT.timeoutMs, pollingIntervalMs } = parameters
  // A malformed hash would be looked up until the time-out: refuse it at once.
  if (!isTransactionHash(hash)) {
    throw new LatchError('INVALID_INPUT', {
      details: `hash: ${validationMessages.expected('a transaction hash (0x and 64 hex digits)', describeValue(hash))}`,
    })
  }
  let replacement: ReplacementReturnType | undefined
  let receipt: TransactionReceipt
  try {
    receipt = await waitForTransactionReceipt(client, {
      hash,
      confirmations: RECEIPT_WAIT.confirmations,
      retryCount: RECEIPT_WAIT.retryCount,
      retryDelay: receiptRetryDelayMs,
      timeout: timeoutMs,
      pollingInterval: pollingIntervalMs,
      onReplaced: (replaced) => {
        replacement = replaced
      },
    })
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) {
      throw new Eip155Error('TRANSACTION_RECEIPT_TIMEOUT', {
        params: { hash },
        cause: error,
        details: `after ${timeoutMs} ms`,
      })
    }
    throw mapNodeError(error)
  }

  if (receipt.status === 'reverted') {
    // The reason is best effort: the transaction reverted whether or not it can be read.
    const reason = await readRevertReason(client, { receipt }).catch(() => undefined)
    throw new Eip155Error('TRANSACTION_REVERTED', {
      params: { reason: reason ?? 'unknown reason' },
      details: `transaction ${receipt.transactionHash} reverted in block ${receipt.blockNumber}`,
      data: { receipt },
    })
  }
  return replacement
    ? { status: 'replaced', reason: replacement.reason, receipt, replacement }
    : { status: 'confirmed', receipt }
}
