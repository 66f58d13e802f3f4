import { defineErrors } from '@latch/core/plugin'

const messages = {
  ACME_TIP_TOO_SMALL: 'A tip is at least {min} ACME',
  ACME_NOT_CONNECTED: 'Connect an Acme wallet to tip',
} as const

type AcmeErrors = typeof messages
export type AcmeErrorCode = keyof AcmeErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends AcmeErrors {}
}

/** Acme's errors, in English and French (other languages show the English). */
export const AcmeError = defineErrors('acme', messages, {
  fr: {
    ACME_TIP_TOO_SMALL: 'Un pourboire est d’au moins {min} ACME',
    ACME_NOT_CONNECTED: 'Connectez un portefeuille Acme pour donner un pourboire',
  },
})
