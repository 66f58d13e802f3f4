// Client

// HTTP clients of the Provider, Data and analytics APIs (`ctx.api`)
export type { ApiClient, ApiRequest, ServiceClient } from './api/types'
// Token balances (spec §5: zero-decimal tokens are dropped)
export { withoutZeroDecimalTokens } from './balances/tokenBalancesAnswer'
export { tokenBalancesFromWalletAssets, type WalletAsset } from './balances/walletAssets'
// Commands and events (extend `LatchCommands`, `LatchEvents`, `LatchPluginStates` by merging)
export type {
  Command,
  CommandHandler,
  CommandParams,
  CommandResult,
  CommandType,
  EventHandler,
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
export { type AdapterEvents, createAdapterEvents } from './chain/createAdapterEvents'
// Chains, connections, networks, connectors
export type {
  Balance,
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterEvents,
  ConnectParameters,
  ConnectResult,
  TransactionFields,
  TransactionRequest,
} from './chain/types'
export { createLatch, type Latch } from './client/createLatch'
// Edges: time, storage, logging
export { type Clock, sleep, systemClock, type TimerHandle } from './clock/clock'
export { createManualClock, type ManualClock } from './clock/manualClock'
// A command's pending and error state, for renderers to bind (`useCommand`)
export {
  type CommandObserver,
  type CommandRunState,
  type CommandStatus,
  createCommandObserver,
} from './commands/createCommandObserver'
export type {
  Account,
  AccountState,
  AccountType,
  Connection,
  ConnectionAuth,
  ConnectionStatus,
  TokenBalance,
} from './connections/types'
export { connectorForWallet } from './connectors/connectorForWallet'
export { type ConnectListItem, selectConnectList } from './connectors/selectConnectList'
export type { Connector, ConnectorKind, ConnectorsState, RecentWallet } from './connectors/types'
// The spec's constants
export * from './constants'
export {
  errorCatalogue,
  type LatchErrorCatalogue,
  type LatchErrorCode,
  type LatchErrorParams,
  validationMessages,
} from './errors/catalogue'
export {
  declaredTranslation,
  type ErrorTranslations,
  errorTemplate,
} from './errors/declaredErrors'
export { defineErrors } from './errors/defineErrors'
// Errors
export { describeValue } from './errors/describeValue'
export { isLatchError, LatchError, type LatchErrorOptions, toLatchError } from './errors/LatchError'
export { type RpcErrorCode, rpcErrorCodes } from './errors/rpcCodes'
export { askWallet, walletErrorCode } from './errors/walletErrorCode'
export { createEmitter, type Emitter } from './events/createEmitter'
// Languages (the default UI's and the hooks' translator)
export { formatDecimal } from './i18n/formatDecimal'
export { LOCALES, type Locale, localeDirection, matchLocale } from './i18n/locales'
export {
  createConsoleLogger,
  createMemoryLogger,
  type LogEntry,
  type Logger,
  type LogLevel,
} from './log/logger'
export { loginMethodConnector } from './loginMethods/loginMethodConnector'
export type { LoginMethodRegistry } from './loginMethods/loginMethodRegistry'
export type { LoginMethod, NamespaceProvider, NamespaceProviders } from './loginMethods/types'
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
  type ViewDeclaration,
  type ViewName,
} from './modal/types'
export {
  defineNamespacePlugin,
  type NamespaceAppProvider,
  type NamespaceClient,
  type NamespaceParts,
  type NamespacePluginDefinition,
  type NamespaceWallets,
  noWallets,
} from './namespaces/defineNamespacePlugin'
export {
  type RegistryWalletsOptions,
  registryWallets,
  type WalletRegistry,
} from './namespaces/registryWallets'
export { explorerUrl } from './networks/explorerUrl'
export { requestedNetwork } from './networks/requestedNetwork'
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
// Plugins
export { definePlugin } from './plugins/definePlugin'
export { type Loader, loadOnce } from './plugins/loadOnce'
export type { LatchPlugin, PluginContext, Teardown } from './plugins/types'
export { createRpcGate, type RpcGate } from './rpc/createRpcGate'
export { holdIdleWork, whenIdle } from './schedule/whenIdle'
export { toErrorInfo } from './state/errorInfo'
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
export type {
  CacheName,
  CacheValue,
  LatchStorageKeys,
  StorageKey,
  StorageSchema,
  StorageValue,
} from './storage/keys'
export type { Cache, LatchStorage } from './storage/latchStorage'
export type { EqualityFn, Recipe, Selector } from './store/createStore'
export { formatAmount, formatBalance, parseAmount } from './validation/amount'
export { coinTypeForChainId } from './validation/coinType'
export {
  assertValidName,
  isEmail,
  isSignedMessage,
  isTransactionHash,
  isValidName,
  truncateDisplayName,
} from './validation/formats'
export { lazySchema } from './validation/lazySchema'
export { parseOrThrow, type ValidationIssue } from './validation/parse'
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
