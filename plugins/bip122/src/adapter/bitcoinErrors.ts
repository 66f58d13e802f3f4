import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  BITCOIN_BROADCAST_REFUSED: 'The Bitcoin network refused the transaction',
  BITCOIN_SIGNATURE_MISSING: 'The wallet gave no signature',
  BITCOIN_FEATURE_MISSING: 'This Bitcoin wallet cannot do this (it lacks the feature)',
} as const

const translations: ErrorTranslations<keyof typeof messages> = {
  es: {
    BITCOIN_BROADCAST_REFUSED: 'La red de Bitcoin rechazó la transacción',
    BITCOIN_SIGNATURE_MISSING: 'La cartera no dio ninguna firma',
    BITCOIN_FEATURE_MISSING: 'Esta cartera de Bitcoin no puede hacerlo (le falta la función)',
  },
  fr: {
    BITCOIN_BROADCAST_REFUSED: 'Le réseau Bitcoin a refusé la transaction',
    BITCOIN_SIGNATURE_MISSING: "Le portefeuille n'a donné aucune signature",
    BITCOIN_FEATURE_MISSING:
      'Ce portefeuille Bitcoin ne peut pas le faire (la fonction lui manque)',
  },
  de: {
    BITCOIN_BROADCAST_REFUSED: 'Das Bitcoin-Netzwerk hat die Transaktion abgelehnt',
    BITCOIN_SIGNATURE_MISSING: 'Die Wallet hat keine Signatur geliefert',
    BITCOIN_FEATURE_MISSING: 'Diese Bitcoin-Wallet kann das nicht (ihr fehlt die Funktion)',
  },
  ja: {
    BITCOIN_BROADCAST_REFUSED: 'ビットコインネットワークが取引を拒否しました',
    BITCOIN_SIGNATURE_MISSING: 'ウォレットから署名が返されませんでした',
    BITCOIN_FEATURE_MISSING: 'このビットコインウォレットはこの操作に対応していません',
  },
  zh: {
    BITCOIN_BROADCAST_REFUSED: '比特币网络拒绝了该交易',
    BITCOIN_SIGNATURE_MISSING: '钱包未返回签名',
    BITCOIN_FEATURE_MISSING: '此比特币钱包无法执行此操作（缺少该功能）',
  },
  ar: {
    BITCOIN_BROADCAST_REFUSED: 'رفضت شبكة البيتكوين المعاملة',
    BITCOIN_SIGNATURE_MISSING: 'لم تُعطِ المحفظة أي توقيع',
    BITCOIN_FEATURE_MISSING: 'لا تستطيع محفظة البيتكوين هذه القيام بذلك (تنقصها الميزة)',
  },
}

type BitcoinErrors = typeof messages

/** The codes this plugin throws. */
export type BitcoinErrorCode = keyof BitcoinErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends BitcoinErrors {}
}

/** The plugin's errors, thrown by the lazily loaded modules that import this one. */
export const BitcoinError = defineErrors('bip122', messages, translations)
