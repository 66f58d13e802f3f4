// `@latch/core/plugin`: what a plugin is written with. `definePlugin` and the context its setup
// gets, a namespace's adapter and login methods (`defineNamespacePlugin`), its errors
// (`defineErrors`), lazy schemas and loaders, wallet error mapping, the RPC gate, and a command's
// run state for renderers to bind. An app needs none of it: `@latch/core` is the app's entry, and
// the interfaces a plugin merges its declarations into (`LatchCommands`, `LatchViews`…) stay there.
export type { ApiClient, ApiRequest, ServiceClient } from './api/types'
export { tokenBalancesFromWalletAssets, type WalletAsset } from './balances/walletAssets'
export { withoutZeroDecimalTokens } from './balances/withoutZeroDecimalTokens'
export type { CommandHandler, EventHandler } from './bus/types'
export { type AdapterEvents, createAdapterEvents } from './chain/createAdapterEvents'
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
export {
  type CommandObserver,
  type CommandRunState,
  type CommandStatus,
  createCommandObserver,
} from './commands/createCommandObserver'
export { connectorForWallet } from './connectors/connectorForWallet'
export { declaredTranslation, type ErrorTranslations, errorTemplate } from './errors/declaredErrors'
export { defineErrors } from './errors/defineErrors'
export { describeValue } from './errors/describeValue'
export { type RpcErrorCode, rpcErrorCodes } from './errors/rpcCodes'
export { askWallet, walletErrorCode } from './errors/walletErrorCode'
export { createEmitter, type Emitter } from './events/createEmitter'
export { loginMethodConnector } from './loginMethods/loginMethodConnector'
export type { LoginMethodRegistry } from './loginMethods/loginMethodRegistry'
export type { LoginMethod, NamespaceProvider } from './loginMethods/types'
export type { ViewDeclaration } from './modal/types'
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
export { requestedNetwork } from './networks/requestedNetwork'
export { definePlugin } from './plugins/definePlugin'
export { type Loader, loadOnce } from './plugins/loadOnce'
export type { LatchPlugin, PluginContext, Teardown } from './plugins/types'
export { createRpcGate, type RpcGate } from './rpc/createRpcGate'
export { holdIdleWork, whenIdle } from './schedule/whenIdle'
export { toErrorInfo } from './state/errorInfo'
export type { CacheName, CacheValue, StorageSchema } from './storage/keys'
export type { Cache, LatchStorage } from './storage/latchStorage'
export { lazySchema } from './validation/lazySchema'
export { parseOrThrow, type ValidationIssue } from './validation/parse'
