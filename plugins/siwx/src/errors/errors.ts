import { defineErrors } from '@latch/core'

const messages = {
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATION_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  SIWX_VERIFICATION_FAILED: 'The sign-in could not be verified',
} as const

/** A code of this plugin's. */
export type SiwxErrorCode = keyof typeof messages

/**
 * The plugin's errors and their English messages (spec §8 where it names them); the translations
 * are one chunk, loaded when a UI first shows one of them in another language.
 */
export const siwxErrors = defineErrors('siwx', messages, () => import('./translations'))

type SiwxErrors = typeof messages

declare module '@latch/core' {
  interface LatchErrorCatalogue extends SiwxErrors {}
}
