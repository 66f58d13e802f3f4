import { defineErrors } from '@latch/core'

const messages = {
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  TRANSACTIONS_NEED_ACCOUNT_ADDRESS: "Transactions can't be fetched without an accountAddress",
  FAILED_TO_FETCH_NFTS: 'Failed to fetch NFTs',
} as const

/** A code of this plugin's. */
export type ActivityErrorCode = keyof typeof messages

/**
 * The plugin's errors and their English messages (spec §8 where it names them); the translations
 * are one chunk, loaded when a UI first shows one of them in another language.
 */
export const activityErrors = defineErrors('activity', messages, () => import('./translations'))

type ActivityErrors = typeof messages

declare module '@latch/core' {
  interface LatchErrorCatalogue extends ActivityErrors {}
}
