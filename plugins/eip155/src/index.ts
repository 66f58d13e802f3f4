// Account actions: pure functions over viem clients
export {
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from './actions/estimateGas'
export {
  type GetWalletCallsStatusParameters,
  type GetWalletCallsStatusReturnType,
  getWalletCallsStatus,
} from './actions/getWalletCallsStatus'
export {
  type GetWalletCapabilitiesParameters,
  type GetWalletCapabilitiesReturnType,
  getWalletCapabilities,
} from './actions/getWalletCapabilities'
export {
  type SendWalletCallsParameters,
  type SendWalletCallsReturnType,
  sendWalletCalls,
} from './actions/sendWalletCalls'
export {
  erc20TransferAbi,
  type TransferErc20Parameters,
  type TransferErc20ReturnType,
  transferErc20,
} from './actions/transferErc20'
export type { InjectedWallets } from './adapter/injectedWallets'
export * from './constants'
// Its error codes, merged into `LatchErrorCode` (types only: the texts load with the code that throws them).
export type { Eip155ErrorCode } from './errors'
// Networks
export {
  type DefineEip155NetworkParameters,
  defineEip155Network,
} from './networks/defineEip155Network'
export * from './networks/eip155Networks'
export { evmChainId } from './networks/evmChainId'
export { type LatchNetworkExtra, toLatchNetwork } from './networks/toLatchNetwork'
export { toViemChain } from './networks/toViemChain'
export { type Eip155PluginOptions, eip155 } from './plugin'
export { type Eip1193Provider, ProviderRpcError } from './provider/createEip1193Provider'
export type { Eip155RpcOptions, RpcTiming } from './rpc/createRpcTransport'
