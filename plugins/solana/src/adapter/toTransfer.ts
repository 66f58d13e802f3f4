import { describeValue, isSolanaAddress, LatchError, type TransactionRequest } from '@latch/core'
import type { SolanaTransfer } from '../actions/buildTransfer'

/** The core's transaction as a Solana transfer: `value` in base units, `mint` for SPL. */
export function toTransfer(transaction: TransactionRequest): SolanaTransfer {
  const { from, to, value, mint } = transaction
  if (typeof value !== 'bigint' || value <= 0n) {
    throw new LatchError('INVALID_AMOUNT', { details: 'value: a positive bigint in base units' })
  }
  for (const [field, address] of Object.entries({ to, mint })) {
    if (field === 'mint' && address === undefined) continue
    if (!isSolanaAddress(address)) {
      throw new LatchError('INVALID_ADDRESS', {
        params: { address: describeValue(address) },
        details: `${field}: Expected a base58 address`,
      })
    }
  }
  return { from, to, value, mint: mint as string | undefined }
}
