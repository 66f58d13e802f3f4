import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  TRANSACTION_REVERTED: '{reason}',
  FEE_CAP_TOO_HIGH: 'The fee cap is higher than the maximum allowed value',
  FEE_CAP_TOO_LOW: 'The fee cap is lower than the block base fee',
  NONCE_TOO_HIGH: 'Nonce is higher than the next one expected',
  NONCE_TOO_LOW: 'Nonce is lower than the current nonce of the account',
  NONCE_MAX_VALUE: 'Nonce has reached its maximum allowed value',
  INTRINSIC_GAS_TOO_HIGH: 'The amount of gas provided exceeds the block gas limit',
  INTRINSIC_GAS_TOO_LOW: 'The amount of gas provided is too low',
  TRANSACTION_TYPE_NOT_SUPPORTED: 'The transaction type is not supported for this chain',
  TIP_ABOVE_FEE_CAP: 'The priority fee is higher than the max fee',
  FEE_CONFLICT: 'A gas price cannot be combined with a max fee or priority fee per gas',
  INVALID_WALLET_CALL: 'Call {index}: {field} must be a hex string starting with 0x',
  TRANSACTION_RECEIPT_TIMEOUT:
    'Timed out while waiting for transaction with hash {hash} to be confirmed.',
  WALLET_SWITCH_TIMEOUT: 'The wallet did not answer the network switch',
} as const

// Developer errors (a misuse, not a user's situation) stay in English, as the core's do.
const translations: ErrorTranslations<
  Exclude<
    keyof typeof messages,
    | 'FEE_CAP_TOO_HIGH'
    | 'FEE_CONFLICT'
    | 'INVALID_WALLET_CALL'
    | 'NONCE_MAX_VALUE'
    | 'NONCE_TOO_HIGH'
    | 'TIP_ABOVE_FEE_CAP'
    | 'TRANSACTION_REVERTED'
    | 'TRANSACTION_TYPE_NOT_SUPPORTED'
  >
> = {
  es: {
    FEE_CAP_TOO_LOW: 'La comisión máxima es inferior a la comisión base del bloque',
    NONCE_TOO_LOW: 'El nonce es inferior al nonce actual de la cuenta',
    INTRINSIC_GAS_TOO_HIGH: 'El gas indicado supera el límite de gas del bloque',
    INTRINSIC_GAS_TOO_LOW: 'El gas indicado es insuficiente',
    TRANSACTION_RECEIPT_TIMEOUT:
      'Se agotó el tiempo de espera de la confirmación de la transacción con hash {hash}.',
    WALLET_SWITCH_TIMEOUT: 'La billetera no respondió al cambio de red',
  },
  fr: {
    FEE_CAP_TOO_LOW: 'Le plafond de frais est inférieur aux frais de base du bloc',
    NONCE_TOO_LOW: 'Le nonce est inférieur au nonce actuel du compte',
    INTRINSIC_GAS_TOO_HIGH: 'Le gas fourni dépasse la limite de gas du bloc',
    INTRINSIC_GAS_TOO_LOW: 'Le gas fourni est insuffisant',
    TRANSACTION_RECEIPT_TIMEOUT:
      'Délai dépassé en attendant la confirmation de la transaction de hash {hash}.',
    WALLET_SWITCH_TIMEOUT: 'Le portefeuille n’a pas répondu au changement de réseau',
  },
  de: {
    FEE_CAP_TOO_LOW: 'Die maximale Gebühr liegt unter der Basisgebühr des Blocks',
    NONCE_TOO_LOW: 'Die Nonce ist niedriger als die aktuelle Nonce des Kontos',
    INTRINSIC_GAS_TOO_HIGH: 'Das angegebene Gas übersteigt das Gaslimit des Blocks',
    INTRINSIC_GAS_TOO_LOW: 'Das angegebene Gas reicht nicht aus',
    TRANSACTION_RECEIPT_TIMEOUT:
      'Zeitüberschreitung beim Warten auf die Bestätigung der Transaktion mit dem Hash {hash}.',
    WALLET_SWITCH_TIMEOUT: 'Die Wallet hat auf den Netzwerkwechsel nicht geantwortet',
  },
  ja: {
    FEE_CAP_TOO_LOW: '手数料の上限がブロックの基本手数料を下回っています',
    NONCE_TOO_LOW: 'ナンスがアカウントの現在のナンスより小さいです',
    INTRINSIC_GAS_TOO_HIGH: '指定されたガスがブロックのガス上限を超えています',
    INTRINSIC_GAS_TOO_LOW: '指定されたガスが少なすぎます',
    TRANSACTION_RECEIPT_TIMEOUT: 'ハッシュ {hash} の取引の承認待ちでタイムアウトしました。',
    WALLET_SWITCH_TIMEOUT: 'ウォレットがネットワークの切り替えに応答しませんでした',
  },
  zh: {
    FEE_CAP_TOO_LOW: '手续费上限低于区块基础费用',
    NONCE_TOO_LOW: 'Nonce 低于账户当前的 Nonce',
    INTRINSIC_GAS_TOO_HIGH: '提供的 Gas 超过区块 Gas 上限',
    INTRINSIC_GAS_TOO_LOW: '提供的 Gas 过低',
    TRANSACTION_RECEIPT_TIMEOUT: '等待哈希为 {hash} 的交易确认时超时。',
    WALLET_SWITCH_TIMEOUT: '钱包未响应网络切换',
  },
  ar: {
    FEE_CAP_TOO_LOW: 'الحد الأقصى للرسوم أقل من الرسوم الأساسية للكتلة',
    NONCE_TOO_LOW: 'قيمة nonce أقل من قيمة nonce الحالية للحساب',
    INTRINSIC_GAS_TOO_HIGH: 'كمية الغاز المقدّمة تتجاوز حد الغاز للكتلة',
    INTRINSIC_GAS_TOO_LOW: 'كمية الغاز المقدّمة منخفضة جدًا',
    TRANSACTION_RECEIPT_TIMEOUT: 'انتهت المهلة أثناء انتظار تأكيد المعاملة ذات التجزئة {hash}.',
    WALLET_SWITCH_TIMEOUT: 'لم تستجب المحفظة لتبديل الشبكة',
  },
}

type Eip155Errors = typeof messages

/** The codes this plugin throws (their messages: spec §8 where it names them). */
export type Eip155ErrorCode = keyof Eip155Errors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends Eip155Errors {}
}

/**
 * The plugin's errors (spec §8 where it names them), thrown by the modules that import this one:
 * the first paint carries none of their texts.
 */
export const Eip155Error = defineErrors('eip155', messages, translations)
