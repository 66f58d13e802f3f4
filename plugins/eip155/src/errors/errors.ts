import { defineErrors } from '@latch/core'

const messages = {
  TRANSACTION_REVERTED: '{reason}',
  FEE_CAP_TOO_HIGH: 'The fee cap is higher than the maximum allowed value',
  FEE_CAP_TOO_LOW: 'The fee cap is lower than the block base fee',
  NONCE_TOO_HIGH: 'Nonce is higher than the next one expected',
  NONCE_TOO_LOW: 'Nonce is lower than the current nonce of the account',
  NONCE_MAX_VALUE: 'Nonce has reached its maximum allowed value',
  INTRINSIC_GAS_TOO_HIGH: 'The amount of gas provided exceeds the block gas limit',
  INTRINSIC_GAS_TOO_LOW: 'The amount of gas provided is too low',
  TRANSACTION_TYPE_NOT_SUPPORTED: 'The transaction type is not supported for this chain',
  TIP_ABOVE_FEE_CAP: 'The priority fee is higher than the max fee',
  FEE_CONFLICT: 'A gas price cannot be combined with a max fee or priority fee per gas',
  INVALID_WALLET_CALL: 'Call {index}: {field} must be a hex string starting with 0x',
  TRANSACTION_RECEIPT_TIMEOUT:
    'Timed out while waiting for transaction with hash {hash} to be confirmed.',
} as const

/** A code of this plugin's. */
export type Eip155ErrorCode = keyof typeof messages

/**
 * The plugin's errors and their English messages (spec §8 where it names them); the translations
 * are one chunk, loaded when a UI first shows one of them in another language.
 */
export const eip155Errors = defineErrors('eip155', messages, () => import('./translations'))

type Eip155Errors = typeof messages

declare module '@latch/core' {
  interface LatchErrorCatalogue extends Eip155Errors {}
}
