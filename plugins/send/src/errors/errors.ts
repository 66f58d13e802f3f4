import { defineErrors } from '@latch/core'

const messages = {
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  SEND_IN_PROGRESS: 'A send is already in progress',
} as const

/** A code of this plugin's. */
export type SendErrorCode = keyof typeof messages

/**
 * The plugin's errors and their English messages (spec §8 where it names them); the translations
 * are one chunk, loaded when a UI first shows one of them in another language.
 */
export const sendErrors = defineErrors('send', messages, () => import('./translations'))

type SendErrors = typeof messages

declare module '@latch/core' {
  interface LatchErrorCatalogue extends SendErrors {}
}
