import { defineErrors } from '@latch/core'

const messages = {
  RELAY_UNREACHABLE: 'The relay could not be reached',
  PAIRING_EXPIRED: 'The pairing expired',
} as const

/** A code of this plugin's. */
export type WalletConnectErrorCode = keyof typeof messages

/**
 * The plugin's errors and their English messages (spec §8 where it names them); the translations
 * are one chunk, loaded when a UI first shows one of them in another language.
 */
export const walletConnectErrors = defineErrors(
  'walletconnect',
  messages,
  () => import('./translations'),
)

type WalletConnectErrors = typeof messages

declare module '@latch/core' {
  interface LatchErrorCatalogue extends WalletConnectErrors {}
}
