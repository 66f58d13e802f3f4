import { type LatchError, toLatchError } from '@latch/core'
import { SiwxError } from '../../errors'

/**
 * The server's refusal of a signed message, as the person reads it (spec §8): a smart account is
 * told the app might not support Smart Accounts; anyone else that the sign-in could not be
 * verified. The server's reason is in details.
 */
export function verificationError(cause: unknown, accountType: string | undefined): LatchError {
  return new SiwxError(
    accountType === 'smartAccount' ? 'SMART_ACCOUNTS_NOT_SUPPORTED' : 'SIWX_VERIFICATION_FAILED',
    { cause, details: toLatchError(cause).details },
  )
}
