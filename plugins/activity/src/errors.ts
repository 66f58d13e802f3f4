import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  TRANSACTIONS_NEED_ACCOUNT_ADDRESS: "Transactions can't be fetched without an accountAddress",
  FAILED_TO_FETCH_NFTS: 'Failed to fetch NFTs',
} as const

// Developer errors (a misuse, not a user's situation) stay in English, as the core's do.
const translations: ErrorTranslations<
  Exclude<keyof typeof messages, 'TRANSACTIONS_NEED_ACCOUNT_ADDRESS'>
> = {
  es: {
    FAILED_TO_FETCH_TRANSACTIONS: 'No se pudieron cargar las transacciones',
    FAILED_TO_FETCH_NFTS: 'No se pudieron cargar los NFT',
  },
  fr: {
    FAILED_TO_FETCH_TRANSACTIONS: 'Impossible de charger les transactions',
    FAILED_TO_FETCH_NFTS: 'Impossible de charger les NFT',
  },
  de: {
    FAILED_TO_FETCH_TRANSACTIONS: 'Transaktionen konnten nicht geladen werden',
    FAILED_TO_FETCH_NFTS: 'NFTs konnten nicht geladen werden',
  },
  ja: {
    FAILED_TO_FETCH_TRANSACTIONS: '取引履歴を取得できませんでした',
    FAILED_TO_FETCH_NFTS: 'NFT を取得できませんでした',
  },
  zh: {
    FAILED_TO_FETCH_TRANSACTIONS: '无法获取交易记录',
    FAILED_TO_FETCH_NFTS: '无法获取 NFT',
  },
  ar: {
    FAILED_TO_FETCH_TRANSACTIONS: 'تعذّر جلب المعاملات',
    FAILED_TO_FETCH_NFTS: 'تعذّر جلب الرموز غير القابلة للاستبدال (NFT)',
  },
}

type ActivityErrors = typeof messages

/** The codes this plugin throws (their messages: spec §8 where it names them). */
export type ActivityErrorCode = keyof ActivityErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends ActivityErrors {}
}

/**
 * The plugin's errors (spec §8 where it names them), thrown by the modules that import this one:
 * the first paint carries none of their texts.
 */
export const ActivityError = defineErrors('activity', messages, translations)
