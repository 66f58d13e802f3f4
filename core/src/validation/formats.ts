import { NAME_MIN_LENGTH } from '../constants'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/
const NAME_LABEL = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)

/** `0x` and 64 hex characters. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

/** `0x` and 62 or more hex characters. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

/** A profile name label: letters, digits or hyphen, at least 4 characters. */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && NAME_LABEL.test(value)
}

export function assertValidName(value: unknown): string {
  if (isValidName(value)) return value
  throw new LatchError('INVALID_NAME', {
    params: { minLength: NAME_MIN_LENGTH },
    details: `Received: ${describeValue(value)}`,
  })
}
