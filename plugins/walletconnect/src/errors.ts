import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  RELAY_UNREACHABLE: 'The relay could not be reached',
  PAIRING_EXPIRED: 'The pairing expired',
  WALLET_NO_ANSWER: 'The wallet did not answer in time',
} as const

const translations: ErrorTranslations<keyof typeof messages> = {
  es: {
    RELAY_UNREACHABLE: 'No se pudo contactar con el relay',
    PAIRING_EXPIRED: 'El emparejamiento caducó',
    WALLET_NO_ANSWER: 'La cartera no respondió a tiempo',
  },
  fr: {
    RELAY_UNREACHABLE: 'Impossible de joindre le relais',
    PAIRING_EXPIRED: 'L’appairage a expiré',
    WALLET_NO_ANSWER: 'Le portefeuille n’a pas répondu à temps',
  },
  de: {
    RELAY_UNREACHABLE: 'Das Relay ist nicht erreichbar',
    PAIRING_EXPIRED: 'Die Kopplung ist abgelaufen',
    WALLET_NO_ANSWER: 'Die Wallet hat nicht rechtzeitig geantwortet',
  },
  ja: {
    RELAY_UNREACHABLE: 'リレーに接続できませんでした',
    PAIRING_EXPIRED: 'ペアリングの有効期限が切れました',
    WALLET_NO_ANSWER: 'ウォレットが時間内に応答しませんでした',
  },
  zh: {
    RELAY_UNREACHABLE: '无法连接到中继服务器',
    PAIRING_EXPIRED: '配对已过期',
    WALLET_NO_ANSWER: '钱包未及时响应',
  },
  ar: {
    RELAY_UNREACHABLE: 'تعذّر الوصول إلى خادم الترحيل',
    PAIRING_EXPIRED: 'انتهت صلاحية الاقتران',
    WALLET_NO_ANSWER: 'لم تستجب المحفظة في الوقت المحدد',
  },
}

type WalletConnectErrors = typeof messages

/** The codes this plugin throws (their messages: spec §8 where it names them). */
export type WalletConnectErrorCode = keyof WalletConnectErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends WalletConnectErrors {}
}

/**
 * The plugin's errors (spec §8 where it names them), thrown by the modules that import this one:
 * the first paint carries none of their texts.
 */
export const WalletConnectError = defineErrors('walletconnect', messages, translations)
