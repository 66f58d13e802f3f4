import { defineErrors, type ErrorTranslations } from '@latch/core'

const messages = {
  BLOCKHASH_EXPIRED: 'The transaction expired before it was confirmed: its blockhash is too old',
} as const

const translations: ErrorTranslations<keyof typeof messages> = {
  es: {
    BLOCKHASH_EXPIRED:
      'La transacción caducó antes de confirmarse: su blockhash es demasiado antiguo',
  },
  fr: {
    BLOCKHASH_EXPIRED:
      'La transaction a expiré avant d’être confirmée : son blockhash est trop ancien',
  },
  de: {
    BLOCKHASH_EXPIRED:
      'Die Transaktion ist vor ihrer Bestätigung abgelaufen: ihr Blockhash ist zu alt',
  },
  ja: {
    BLOCKHASH_EXPIRED: '取引は承認される前に期限切れになりました（ブロックハッシュが古すぎます）',
  },
  zh: {
    BLOCKHASH_EXPIRED: '交易在确认前已过期：其区块哈希太旧',
  },
  ar: {
    BLOCKHASH_EXPIRED: 'انتهت صلاحية المعاملة قبل تأكيدها: تجزئة الكتلة قديمة جدًا',
  },
}

type SolanaErrors = typeof messages

/** The codes this plugin throws (their messages: spec §8 where it names them). */
export type SolanaErrorCode = keyof SolanaErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends SolanaErrors {}
}

/**
 * The plugin's errors (spec §8 where it names them), thrown by the modules that import this one:
 * the first paint carries none of their texts.
 */
export const SolanaError = defineErrors('solana', messages, translations)
