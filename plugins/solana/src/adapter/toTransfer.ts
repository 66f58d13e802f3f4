import { isSolanaAddress, LatchError } from '@latch/core'
import { describeValue, type TransactionRequest } from '@latch/core/plugin'
import type { SolanaTransfer } from '../actions/buildTransfer'

/** The core's transaction as a Solana transfer: `value` in base units, `token` (or `mint`) for SPL. */
export function toTransfer(transaction: TransactionRequest): SolanaTransfer {
  // `token` is the core's name for the SPL mint; `mint` is the older, Solana-only spelling.
  const { from, to, value } = transaction
  const mint = transaction.token ?? transaction.mint
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
