import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  BLOCKHASH_EXPIRED: 'The transaction expired before it was confirmed: its blockhash is too old',
  ACCOUNT_CHANGED:
    'The wallet switched to another account: check the account shown, then try again',
  MESSAGE_NOT_TEXT: 'This wallet signs only text messages, and this message is not text (UTF-8)',
} as const

const translations: ErrorTranslations<keyof typeof messages> = {
  es: {
    BLOCKHASH_EXPIRED:
      'La transacción caducó antes de confirmarse: su blockhash es demasiado antiguo',
    ACCOUNT_CHANGED:
      'La cartera cambió a otra cuenta: comprueba la cuenta mostrada y vuelve a intentarlo',
    MESSAGE_NOT_TEXT:
      'Esta cartera solo firma mensajes de texto, y este mensaje no es texto (UTF-8)',
  },
  fr: {
    BLOCKHASH_EXPIRED:
      'La transaction a expiré avant d’être confirmée : son blockhash est trop ancien',
    ACCOUNT_CHANGED:
      'Le portefeuille est passé à un autre compte : vérifiez le compte affiché, puis réessayez',
    MESSAGE_NOT_TEXT:
      'Ce portefeuille ne signe que des messages texte, et ce message n’est pas du texte (UTF-8)',
  },
  de: {
    BLOCKHASH_EXPIRED:
      'Die Transaktion ist vor ihrer Bestätigung abgelaufen: ihr Blockhash ist zu alt',
    ACCOUNT_CHANGED:
      'Die Wallet hat zu einem anderen Konto gewechselt: Prüfen Sie das angezeigte Konto und versuchen Sie es erneut',
    MESSAGE_NOT_TEXT:
      'Diese Wallet signiert nur Textnachrichten, und diese Nachricht ist kein Text (UTF-8)',
  },
  ja: {
    BLOCKHASH_EXPIRED: '取引は承認される前に期限切れになりました（ブロックハッシュが古すぎます）',
    ACCOUNT_CHANGED:
      'ウォレットが別のアカウントに切り替わりました。表示されているアカウントを確認してから、もう一度お試しください',
    MESSAGE_NOT_TEXT:
      'このウォレットはテキストメッセージのみに署名します。このメッセージはテキスト（UTF-8）ではありません',
  },
  zh: {
    BLOCKHASH_EXPIRED: '交易在确认前已过期：其区块哈希太旧',
    ACCOUNT_CHANGED: '钱包已切换到另一个账户：请核对显示的账户，然后重试',
    MESSAGE_NOT_TEXT: '此钱包只签署文本消息，而此消息不是文本（UTF-8）',
  },
  ar: {
    BLOCKHASH_EXPIRED: 'انتهت صلاحية المعاملة قبل تأكيدها: تجزئة الكتلة قديمة جدًا',
    ACCOUNT_CHANGED: 'انتقلت المحفظة إلى حساب آخر: تحقّق من الحساب المعروض ثم حاول مرة أخرى',
    MESSAGE_NOT_TEXT: 'هذه المحفظة توقّع الرسائل النصية فقط، وهذه الرسالة ليست نصًا (UTF-8)',
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
