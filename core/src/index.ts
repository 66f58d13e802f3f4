// `@latch/core`: the app's entry (the client, its state and options, errors, formats, storage,
// the wallet catalogue's filters) and the interfaces plugins merge into. A plugin is written with
// `@latch/core/plugin`; the spec's constants are `@latch/core/constants`.
// Commands and events (extend `LatchCommands`, `LatchEvents`, `LatchPluginStates` by merging)
export type {
  Command,
  CommandParams,
  CommandResult,
  CommandType,
  EventPayload,
  EventType,
  LatchCommands,
  LatchEvents,
  LatchProviders,
} from './bus/types'
export { isAddressForNamespace, isEvmAddress } from './caip/address'
// Chain-agnostic ids, addresses, formats, amounts
export {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  formatCaipNetworkId,
  isCaipNetworkId,
  isChainNamespace,
  type LatchNamespaces,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './caip/caip'
export {
  formatCaipAddress,
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
  validateCaipAddress,
} from './caip/caipAddress'
export { isSolanaAddress } from './caip/solanaAddress'
// Chains, connections, networks, connectors
export { createLatch, type Latch } from './client/createLatch'
// Edges: time, storage, logging
export { type Clock, sleep, systemClock, type TimerHandle } from './clock/clock'
export { createManualClock, type ManualClock } from './clock/manualClock'
export type {
  Account,
  AccountState,
  AccountType,
  Connection,
  ConnectionAuth,
  ConnectionStatus,
  TokenBalance,
} from './connections/types'
export { type ConnectListItem, selectConnectList } from './connectors/selectConnectList'
export type { Connector, ConnectorKind, ConnectorsState, RecentWallet } from './connectors/types'
export {
  errorCatalogue,
  type LatchErrorCatalogue,
  type LatchErrorCode,
  type LatchErrorParams,
  validationMessages,
} from './errors/catalogue'
// Errors
export { isLatchError, LatchError, type LatchErrorOptions, toLatchError } from './errors/LatchError'
// Languages (the default UI's and the hooks' translator)
export { formatDecimal } from './i18n/formatDecimal'
export { LOCALES, type Locale, localeDirection, matchLocale } from './i18n/locales'
export { truncateDisplayName } from './i18n/truncateDisplayName'
export {
  createConsoleLogger,
  createMemoryLogger,
  type LogEntry,
  type Logger,
  type LogLevel,
} from './log/logger'
export type { NamespaceProviders } from './loginMethods/types'
// Modal, views and toasts
export { selectCurrentView } from './modal/router'
export { selectIsConnected } from './modal/selectIsConnected'
export {
  type LatchViews,
  type ModalState,
  type RouterEntry,
  type RouterState,
  TOAST_VARIANTS,
  type Toast,
  type ToastsState,
  type ToastVariant,
  type ViewData,
  type ViewName,
} from './modal/types'
export { explorerUrl } from './networks/explorerUrl'
export type { NamespaceNetworks, NetworkSwitchAttempt, NetworksState } from './networks/types'
export type { LatchOptions } from './options/latchOptions'
export type { Endpoints, Network } from './options/schema'
export type {
  AccountTab,
  AppMetadata,
  ConnectMethod,
  ConnectorType,
  Features,
  LatchFeatureFlags,
  LatchWindow,
  RemoteFeatures,
  ResolvedOptions,
  WalletFeature,
} from './options/types'
// Origins
export { isOriginAllowed, matchesOriginPattern } from './origin/allowList'
export { fetchAllowedOrigins } from './origin/fetchAllowedOrigins'
// State and options
export type {
  ErrorInfo,
  LatchPluginStates,
  LatchState,
  OriginStatus,
  PluginStatus,
} from './state/types'
export { createMemoryStorage, defaultStorage, type StorageAdapter } from './storage/adapter'
export {
  COOKIE_STORAGE_KEYS,
  type CookieStorageOptions,
  createCookieStorage,
} from './storage/cookieStorage'
export type { LatchStorageKeys, StorageKey, StorageValue } from './storage/keys'
export type { EqualityFn, Selector } from './store/createStore'
export type { Recipe } from './store/recipe'
export { formatAmount, formatBalance, parseAmount } from './validation/amount'
export { coinTypeForChainId } from './validation/coinType'
export { isEmail } from './validation/email'
export {
  assertValidName,
  isSignedMessage,
  isTransactionHash,
  isValidName,
} from './validation/formats'
// Wallet catalogue: its state and the filters it applies, as pure functions
export {
  excludedByConnectors,
  isExcludedWallet,
  withoutExcludedWallets,
} from './wallets/excludedWallets'
export { mobileBrowseLink } from './wallets/mobileBrowseLink'
export { filterForMobile, isListedOnMobile } from './wallets/mobileFilter'
export { normaliseSearchText, searchWallets } from './wallets/searchWallets'
export type { CatalogueWallet, FetchStatus, WalletsState } from './wallets/types'
export {
  filterForUniversalProvider,
  hasUniversalProviderLink,
} from './wallets/universalProviderFilter'
