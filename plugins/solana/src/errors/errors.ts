import { defineErrors } from '@latch/core'

const messages = {
  BLOCKHASH_EXPIRED: 'The transaction expired before it was confirmed: its blockhash is too old',
} as const

/** A code of this plugin's. */
export type SolanaErrorCode = keyof typeof messages

/**
 * The plugin's errors and their English messages (spec §8 where it names them); the translations
 * are one chunk, loaded when a UI first shows one of them in another language.
 */
export const solanaErrors = defineErrors('solana', messages, () => import('./translations'))

type SolanaErrors = typeof messages

declare module '@latch/core' {
  interface LatchErrorCatalogue extends SolanaErrors {}
}
