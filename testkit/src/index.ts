export type { Analytics, AnalyticsEventBody, RecordedEvent } from './api/analytics'
export type { CatalogueWallet } from './api/catalogue'
export type { LocalApiChain, LocalApiToken } from './api/chains'
export type { Fault, Faults, FaultTarget, FaultTimes } from './api/faults'
export type { NameRecord, Names } from './api/names'
export type { LocalApi, LocalApiOptions, RemoteFeature } from './api/server'
export { startLocalApi } from './api/server'
export type { CreateTestLatchOptions, TestLatch } from './client/createTestLatch'
export { createTestLatch } from './client/createTestLatch'
export {
  latchTestTokenAbi,
  latchTestTokenBytecode,
} from './devnet/contracts/LatchTestToken.artifact'
export { devMnemonic } from './devnet/dev-accounts'
export type {
  Devnet,
  DevnetAccount,
  DevnetChain,
  DevnetToken,
  StartDevnetOptions,
} from './devnet/start-devnet'
export { startDevnet } from './devnet/start-devnet'
export type { RpcGateway } from './stack/rpcGateway'
export { startRpcGateway } from './stack/rpcGateway'
export type { LocalStack, StartLocalStackOptions } from './stack/startLocalStack'
export { startLocalStack } from './stack/startLocalStack'
export type {
  AnnouncementTarget,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from './wallet/announce'
export { announceTestWallet, defaultTestWalletInfo } from './wallet/announce'
export type {
  ProviderEventName,
  ProviderEvents,
  ProviderListener,
} from './wallet/event-emitter'
export type {
  InstalledTestWallet,
  InstallTestWalletConfig,
} from './wallet/install-test-wallet'
export { installTestWallet } from './wallet/install-test-wallet'
export type { LocalChainParameters } from './wallet/local-chain'
export { defineLocalChain } from './wallet/local-chain'
export { ProviderRpcError } from './wallet/provider-rpc-error'
export type { RejectNextOptions } from './wallet/scripted-rejections'
export type {
  CreateTestWalletOptions,
  TestWallet,
  TestWalletChain,
  TestWalletState,
} from './wallet/test-wallet'
export { createTestWallet } from './wallet/test-wallet'
