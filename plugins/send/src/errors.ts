import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  SEND_IN_PROGRESS: 'A send is already in progress',
} as const

const translations: ErrorTranslations<keyof typeof messages> = {
  es: {
    SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'Indica un importe y la dirección del destinatario',
    SEND_TOKEN_REQUIRED: 'Elige un token',
    SEND_IN_PROGRESS: 'Ya hay un envío en curso',
  },
  fr: {
    SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'Indiquez un montant et l’adresse du destinataire',
    SEND_TOKEN_REQUIRED: 'Choisissez un jeton',
    SEND_IN_PROGRESS: 'Un envoi est déjà en cours',
  },
  de: {
    SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'Betrag und Empfängeradresse sind erforderlich',
    SEND_TOKEN_REQUIRED: 'Wähle einen Token',
    SEND_IN_PROGRESS: 'Es läuft bereits eine Überweisung',
  },
  ja: {
    SEND_AMOUNT_AND_RECEIVER_REQUIRED: '金額と送金先アドレスを入力してください',
    SEND_TOKEN_REQUIRED: 'トークンを選択してください',
    SEND_IN_PROGRESS: '送金はすでに処理中です',
  },
  zh: {
    SEND_AMOUNT_AND_RECEIVER_REQUIRED: '请填写金额和收款地址',
    SEND_TOKEN_REQUIRED: '请选择代币',
    SEND_IN_PROGRESS: '已有一笔转账正在进行',
  },
  ar: {
    SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'يلزم إدخال المبلغ وعنوان المستلم',
    SEND_TOKEN_REQUIRED: 'اختر رمزًا',
    SEND_IN_PROGRESS: 'هناك عملية إرسال جارية بالفعل',
  },
}

type SendErrors = typeof messages

/** The codes this plugin throws (their messages: spec §8 where it names them). */
export type SendErrorCode = keyof SendErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends SendErrors {}
}

/**
 * The plugin's errors (spec §8 where it names them), thrown by the modules that import this one:
 * the first paint carries none of their texts.
 */
export const SendError = defineErrors('send', messages, translations)
