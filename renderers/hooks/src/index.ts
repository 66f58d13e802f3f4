// Languages: dictionaries loaded per locale, a translator, Intl formats

// Re-exported for custom UIs: the hooks are where they look for formatting.
export { formatDecimal } from '@latch/core'
export {
  type Dictionary,
  defineDictionary,
  formatMessage,
  type LocaleFiles,
  loadMessages,
  type Messages,
  type TranslatedLocale,
} from './i18n/dictionary'
export {
  type ErrorMessages,
  errorMessages,
  errorParams,
  isUserErrorCode,
  translateError,
  type UserErrorCode,
  userErrorCodes,
} from './i18n/errorMessages'
export { translationGaps } from './i18n/translationGaps'
export { type ShownError, useErrorMessage } from './i18n/useErrorMessage'
export { useFormat } from './i18n/useFormat'
export { useLocale, useMessages } from './i18n/useMessages'
export { LatchContext, LatchProvider, type LatchProviderProps } from './LatchProvider'
export { shallowEqual } from './shallowEqual'
export { useAccount } from './useAccount'
export { type ActionState, type ActionStatus, useCommand } from './useCommand'
export { useConnect } from './useConnect'
export { useConnectors } from './useConnectors'
export { useDisconnect } from './useDisconnect'
export { useLatch } from './useLatch'
export { useLatchState } from './useLatchState'
export { useModal } from './useModal'
export { useNetwork } from './useNetwork'
export { useProvider } from './useProvider'
export { useSignMessage } from './useSignMessage'
export { useSwitchNetwork } from './useSwitchNetwork'
export { useWalletSearch } from './useWalletSearch'
