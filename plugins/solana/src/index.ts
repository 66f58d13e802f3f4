export type { SolanaTransfer } from './actions/buildTransfer'
export {
  createSolanaAdapter,
  type SolanaAdapter,
  type SolanaAdapterOptions,
} from './adapter/createSolanaAdapter'
// Its error codes, merged into `LatchErrorCode` (types only: the texts load with the code that throws them).
export type { SolanaErrorCode } from './errors'
export {
  type DefineSolanaNetworkParameters,
  defineSolanaNetwork,
} from './networks/defineSolanaNetwork'
export {
  SOLANA_NETWORKS,
  solanaDevnet,
  solanaMainnet,
  solanaTestnet,
} from './networks/solanaNetworks'
export { type SolanaPluginOptions, solana } from './plugin'
export type { SolanaProvider } from './provider/createSolanaProvider'
export {
  SOLANA_APP_RPC_METHODS,
  type SolanaAppRpcMethod,
  solanaRpcGate,
} from './rpc/solanaRpcGate'
export {
  isSolanaWallet,
  type StandardWallets,
  toConnector,
  watchStandardWallets,
} from './wallets/standardWallets'
export { walletChainOf, walletSupports } from './wallets/walletChains'
