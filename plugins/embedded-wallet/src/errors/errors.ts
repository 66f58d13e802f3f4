import { defineErrors } from '@latch/core'

const messages = {
  EMBEDDED_WALLET_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  EMBEDDED_WALLET_REQUEST_TIMED_OUT: 'Embedded Wallet Request Timed Out',
  EMAIL_RESEND_COOLDOWN: 'Please try again after {seconds} seconds',
  FRAME_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  FRAME_LOAD_FAILED: 'iframe_load_failed',
  FRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  FRAME_ERROR: '{message}',
} as const

/** A code of this plugin's. */
export type EmbeddedWalletErrorCode = keyof typeof messages

/**
 * The plugin's errors and their English messages (spec §8 where it names them); the translations
 * are one chunk, loaded when a UI first shows one of them in another language.
 */
export const embeddedWalletErrors = defineErrors(
  'embedded-wallet',
  messages,
  () => import('./translations'),
)

type EmbeddedWalletErrors = typeof messages

declare module '@latch/core' {
  interface LatchErrorCatalogue extends EmbeddedWalletErrors {}
}
