import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  BITCOIN_BROADCAST_REFUSED: 'The Bitcoin network refused the transaction',
  BITCOIN_SIGNATURE_INVALID: 'The wallet signed with another key than the account shown',
  BITCOIN_FEATURE_MISSING: 'This Bitcoin wallet cannot do this (it lacks the feature)',
} as const

const translations: ErrorTranslations<keyof typeof messages> = {
  es: {
    BITCOIN_BROADCAST_REFUSED: 'La red de Bitcoin rechazó la transacción',
    BITCOIN_SIGNATURE_INVALID: 'La cartera firmó con otra clave que la de la cuenta mostrada',
    BITCOIN_FEATURE_MISSING: 'Esta cartera de Bitcoin no puede hacerlo (le falta la función)',
  },
  fr: {
    BITCOIN_BROADCAST_REFUSED: 'Le réseau Bitcoin a refusé la transaction',
    BITCOIN_SIGNATURE_INVALID:
      'Le portefeuille a signé avec une autre clé que celle du compte affiché',
    BITCOIN_FEATURE_MISSING:
      'Ce portefeuille Bitcoin ne peut pas le faire (la fonction lui manque)',
  },
  de: {
    BITCOIN_BROADCAST_REFUSED: 'Das Bitcoin-Netzwerk hat die Transaktion abgelehnt',
    BITCOIN_SIGNATURE_INVALID:
      'Die Wallet hat mit einem anderen Schlüssel als dem des angezeigten Kontos signiert',
    BITCOIN_FEATURE_MISSING: 'Diese Bitcoin-Wallet kann das nicht (ihr fehlt die Funktion)',
  },
  ja: {
    BITCOIN_BROADCAST_REFUSED: 'ビットコインネットワークが取引を拒否しました',
    BITCOIN_SIGNATURE_INVALID: 'ウォレットは表示中のアカウントとは別の鍵で署名しました',
    BITCOIN_FEATURE_MISSING: 'このビットコインウォレットはこの操作に対応していません',
  },
  zh: {
    BITCOIN_BROADCAST_REFUSED: '比特币网络拒绝了该交易',
    BITCOIN_SIGNATURE_INVALID: '钱包使用了与所显示账户不同的密钥签名',
    BITCOIN_FEATURE_MISSING: '此比特币钱包无法执行此操作（缺少该功能）',
  },
  ar: {
    BITCOIN_BROADCAST_REFUSED: 'رفضت شبكة البيتكوين المعاملة',
    BITCOIN_SIGNATURE_INVALID: 'وقّعت المحفظة بمفتاح غير مفتاح الحساب المعروض',
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
