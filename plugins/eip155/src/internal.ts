// `@latch/eip155/internal`: the plugin's building blocks (chain RPC transports and their
// decorators, node error mapping, receipt waiting, validation, the adapter), for Latch's own
// packages and tests. Not the app's API: they change with the plugin, without a major version.
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
export { LEGACY_INJECTED_ID, watchInjectedWallets } from './adapter/injectedWallets'
export { toProviderRpcError } from './provider/createEip1193Provider'
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
export { createRpcTransport, RPC_TIMING, rpcUrlsFor } from './rpc/createRpcTransport'
export { GATEWAY_CHAIN_IDS, isGatewayChain } from './rpc/gatewayChainIds'
export { gatewayUrl } from './rpc/gatewayUrl'
export { withIdempotentRawSend } from './rpc/withIdempotentRawSend'
export { withReadDedupe } from './rpc/withReadDedupe'
