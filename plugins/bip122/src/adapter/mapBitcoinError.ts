import { LatchError, toLatchError } from '@latch/core'

export { BitcoinError } from './bitcoinErrors'

/**
 * A wallet's or the chain's failure as a LatchError: wallet codes as the core maps them (4001
 * rejected, 4100 unauthorised…); anything else, TRANSACTION_REJECTED with the original kept.
 */
export function mapBitcoinError(error: unknown): LatchError {
  if (error instanceof LatchError) return error
  return toLatchError(error, 'TRANSACTION_REJECTED')
}
