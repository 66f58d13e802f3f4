export type { Analytics, AnalyticsEventBody, RecordedEvent } from './api/analytics'
export type { CatalogueWallet } from './api/catalogue'
export type { LocalApiChain, LocalApiNftCollection, LocalApiToken } from './api/chains'
export type { Fault, Faults, FaultTarget, FaultTimes } from './api/faults'
export type { NameRecord, Names } from './api/names'
export type { LocalApi, LocalApiOptions, RemoteFeature } from './api/server'
export { startLocalApi } from './api/server'
export type { LocalApiSolanaCluster, LocalApiSolanaMint } from './api/solana/solanaClusters'
export type {
  EsploraAddressStats,
  EsploraFeeEstimates,
  EsploraTxoStats,
  EsploraTxStatus,
  EsploraUtxo,
} from './bitcoin/esplora/esploraTypes'
export type { BitcoinChain, StartBitcoinChainOptions } from './bitcoin/startBitcoinChain'
export { startBitcoinChain } from './bitcoin/startBitcoinChain'
export type { BitcoinAddressPurpose } from './bitcoinWallet/bitcoinFeatures'
export type {
  BitcoinTestWallet,
  BitcoinTestWalletAccount,
  BitcoinTestWalletFeatures,
  BitcoinTestWalletState,
} from './bitcoinWallet/bitcoinTestWallet'
export { createBitcoinTestWallet } from './bitcoinWallet/bitcoinTestWallet'
export type { CreateBitcoinTestWalletOptions } from './bitcoinWallet/bitcoinWalletOptions'
export { BitcoinBroadcastError } from './bitcoinWallet/broadcastTransaction'
export type {
  BitcoinTestWalletPage,
  InstallBitcoinTestWalletConfig,
  InstalledBitcoinTestWallet,
} from './bitcoinWallet/installBitcoinTestWallet'
export { installBitcoinTestWallet } from './bitcoinWallet/installBitcoinTestWallet'
export {
  createSatsConnectProvider,
  installSatsConnectProvider,
  SATS_CONNECT_TEST_PROVIDER_PATH,
  type SatsConnectAnswer,
  type SatsConnectTestProvider,
} from './bitcoinWallet/satsConnectProvider'
export type { RejectBitcoinNextOptions } from './bitcoinWallet/scriptedRejections'
export type { MockChainAdapter, MockChainAdapterOptions } from './chain/mockChainAdapter'
export { createMockChainAdapter } from './chain/mockChainAdapter'
export { mockNetworks } from './chain/mockNetworks'
export type { CreateTestLatchOptions, TestLatch } from './client/createTestLatch'
export { createTestLatch } from './client/createTestLatch'
export type { IdlePage } from './client/idlePage'
export { createIdlePage } from './client/idlePage'
export { type AdvanceUntilOptions, advanceUntil } from './clock/advanceUntil'
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
export type { CaughtMail, MailFilter, WaitForMailOptions } from './mail/inbox'
export type { MailCatcher, StartMailCatcherOptions } from './mail/startMailCatcher'
export { startMailCatcher } from './mail/startMailCatcher'
export {
  createMobileWalletApp,
  type MobileAppOpening,
  type MobileWalletApp,
  type MobileWalletAppOptions,
  metaMaskApp,
  phantomApp,
} from './mobileLink/mobileWalletApp'
export { isPortListening } from './net/isPortListening'
export { type ReservedPort, reservePort } from './net/reservePort'
export type { PhoneWallet, StartPhoneWalletOptions } from './phoneWallet/startPhoneWallet'
export { startPhoneWallet } from './phoneWallet/startPhoneWallet'
export {
  ensurePostgres,
  findPostgresBin,
  type LocalPostgres,
  type StartPostgresOptions,
  startPostgres,
} from './postgres/startPostgres'
export type {
  LocalRelay,
  LocalRelayMessage,
  LocalRelayRequest,
  StartLocalRelayOptions,
} from './relay/startLocalRelay'
export { startLocalRelay } from './relay/startLocalRelay'
export {
  type BitcoinRequest,
  type CreateRelayBitcoinAccountsOptions,
  createRelayBitcoinAccounts,
  type RelayBitcoinAccounts,
} from './relayWallet/bitcoinRequests'
export type {
  RelayWalletNamespace,
  RelayWalletProposalNamespace,
  RelayWalletSessionNamespace,
} from './relayWallet/namespaces'
export type {
  ApproveProposalOptions,
  RelayTestWallet,
  RelayWalletProposal,
  RelayWalletRequest,
  RelayWalletRequestRecord,
  RelayWalletSession,
  RelayWalletSignClient,
} from './relayWallet/relayTestWallet'
export { createRelayTestWallet } from './relayWallet/relayTestWallet'
export type {
  CreateRelayTestWalletOptions,
  RelayWalletEvmChain,
  RelayWalletMetadata,
  RelayWalletQuirks,
  RelayWalletSolanaChain,
  RelayWalletStorage,
} from './relayWallet/relayWalletOptions'
export type {
  SolanaKeypair,
  SolanaValidator,
  SolanaValidatorAccount,
  SolanaValidatorMint,
  SolanaValidatorMintOptions,
  StartSolanaValidatorOptions,
} from './solana/startSolanaValidator'
// Loads the validator's packages (optional peers: litesvm, the Solana programs) when called.
export { startSolanaValidator } from './solana/validatorOnDemand'
export type {
  InstalledSolanaTestWallet,
  InstallSolanaTestWalletConfig,
  SolanaTestWalletPage,
} from './solanaWallet/installSolanaTestWallet'
export { installSolanaTestWallet } from './solanaWallet/installSolanaTestWallet'
export type { PromptingFeature, RejectSolanaNextOptions } from './solanaWallet/scriptedRejections'
export { SolanaRpcError } from './solanaWallet/sendWireTransaction'
export type {
  SolanaTestWallet,
  SolanaTestWalletFeatures,
  SolanaTestWalletState,
} from './solanaWallet/solanaTestWallet'
export { createSolanaTestWallet } from './solanaWallet/solanaTestWallet'
export type {
  CreateSolanaTestWalletOptions,
  OmittableSolanaFeature,
  SolanaTestWalletChain,
} from './solanaWallet/solanaWalletOptions'
export {
  WalletAccountError,
  WalletLockedError,
  WalletMessageNotTextError,
  WalletRejectedError,
} from './solanaWallet/walletErrors'
export type { RpcFault, RpcFaults, RpcGateway, RpcGatewayRequest } from './stack/rpcGateway'
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
export type { WalletErrorShape } from './wallet/walletErrorShape'
