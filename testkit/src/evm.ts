// `@latch/testkit/evm`: what a plugin's tests need, with none of the testkit's optional peers —
// the EVM devnet (anvil) and test wallet, the mock chain adapter and `createTestLatch`, the RPC
// gateway and the WalletConnect relay. The same functions as the main entry's, which adds the
// API server, the Solana validator and wallet, the mail catcher and the local stack.
export type { MockChainAdapter, MockChainAdapterOptions } from './chain/mockChainAdapter'
export { createMockChainAdapter } from './chain/mockChainAdapter'
export { mockNetworks } from './chain/mockNetworks'
export type { CreateTestLatchOptions, TestLatch } from './client/createTestLatch'
export { createTestLatch } from './client/createTestLatch'
export type { IdlePage } from './client/idlePage'
export { createIdlePage } from './client/idlePage'
export {
  latchTestTokenAbi,
  latchTestTokenBytecode,
} from './devnet/contracts/LatchTestToken.artifact'
export { devMnemonic } from './devnet/devAccounts'
export type {
  Devnet,
  DevnetAccount,
  DevnetChain,
  DevnetNftCollection,
  DevnetToken,
  StartDevnetOptions,
} from './devnet/startDevnet'
export { startDevnet } from './devnet/startDevnet'
export {
  type CreateTestLoginMethodOptions,
  createTestLoginMethod,
  type TestLoginMethod,
  type TestLoginMethodState,
} from './loginMethod/createTestLoginMethod'
export { isPortListening } from './net/isPortListening'
export { type ReservedPort, reservePort } from './net/reservePort'
export type {
  LocalRelay,
  LocalRelayMessage,
  LocalRelayRequest,
  StartLocalRelayOptions,
} from './relay/startLocalRelay'
export { startLocalRelay } from './relay/startLocalRelay'
export type { RpcFault, RpcFaults, RpcGateway, RpcGatewayRequest } from './stack/rpcGateway'
export { startRpcGateway } from './stack/rpcGateway'
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
} from './wallet/eventEmitter'
export type {
  InstalledTestWallet,
  InstallTestWalletConfig,
} from './wallet/installTestWallet'
export { installTestWallet } from './wallet/installTestWallet'
export type { LocalChainParameters } from './wallet/localChain'
export { defineLocalChain } from './wallet/localChain'
export { ProviderRpcError } from './wallet/providerRpcError'
export type { RejectNextOptions } from './wallet/scriptedRejections'
export type {
  CreateTestWalletOptions,
  TestWallet,
  TestWalletChain,
  TestWalletState,
} from './wallet/testWallet'
export { createTestWallet } from './wallet/testWallet'
