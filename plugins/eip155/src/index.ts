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
  type MapNodeErrorParameters,
  type MapNodeErrorReturnType,
  mapNodeError,
} from './actions/mapNodeError'
export {
  type ReadRevertReasonParameters,
  type ReadRevertReasonReturnType,
  readRevertReason,
} from './actions/readRevertReason'
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
export { isUsdtContract, USDT_CONTRACTS, usdtTransferAbi } from './actions/usdtContracts'
export {
  type ValidateTransactionParameters,
  type ValidateTransactionReturnType,
  validateTransaction,
} from './actions/validateTransaction'
export { validateWalletCalls, type WalletCallEntry } from './actions/validateWalletCalls'
export {
  receiptRetryDelayMs,
  type WaitForReceiptParameters,
  type WaitForReceiptReturnType,
  waitForReceipt,
} from './actions/waitForReceipt'
export {
  createEip155Adapter,
  type Eip155Adapter,
  type Eip155AdapterOptions,
} from './adapter/createEip155Adapter'
export {
  type InjectedWallets,
  LEGACY_INJECTED_ID,
  watchInjectedWallets,
} from './adapter/injectedWallets'
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
export {
  type Eip1193Provider,
  ProviderRpcError,
  toProviderRpcError,
} from './provider/createEip1193Provider'
// Chain RPC: gateway, fallback transports, public clients, the app's RPC gate
export {
  APP_RPC_ALLOWED_METHODS,
  APP_RPC_APPROVAL_METHODS,
  APP_RPC_READ_ONLY_METHODS,
  type AppRpcApprovalMethod,
  type AppRpcMethod,
  type AppRpcReadOnlyMethod,
  appRpcMethodNeedsApproval,
  assertAppRpcAllowed,
  isAppRpcMethodAllowed,
} from './rpc/allowedMethods'
export { createEip155PublicClient } from './rpc/createEip155PublicClient'
export {
  createRpcTransport,
  type Eip155RpcOptions,
  RPC_TIMING,
  type RpcTiming,
  rpcUrlsFor,
} from './rpc/createRpcTransport'
export { GATEWAY_CHAIN_IDS, isGatewayChain } from './rpc/gatewayChainIds'
export { gatewayUrl } from './rpc/gatewayUrl'
export { withIdempotentRawSend } from './rpc/withIdempotentRawSend'
export { withReadDedupe } from './rpc/withReadDedupe'
