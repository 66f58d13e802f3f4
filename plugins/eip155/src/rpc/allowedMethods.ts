import type { Clock } from '@latch/core'
import { createRpcGate } from '@latch/core/plugin'

/**
 * JSON-RPC methods an app may call through Latch without the user's approval (spec §6: "eth_call,
 * eth_getBalance, eth_chainId, eth_sendRawTransaction, etc."): chain reads, filters, an already
 * signed transaction, and wallet queries that change nothing.
 */
export const APP_RPC_READ_ONLY_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  // Account abstraction (ERC-4337) reads.
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  // Wallet queries (EIP-5792 status and capabilities, EIP-7811 assets).
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

/**
 * Methods that act for the user and so wait for approval (spec §6: personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction, wallet_sendCalls, wallet_grantPermissions,
 * eth_sendUserOperation). `wallet_revokePermissions` is here too: it changes what the wallet
 * allows, and only what is plainly a read goes without asking. Solana signing methods belong to the
 * Solana plugin.
 */
export const APP_RPC_APPROVAL_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

export type AppRpcReadOnlyMethod = (typeof APP_RPC_READ_ONLY_METHODS)[number]
export type AppRpcApprovalMethod = (typeof APP_RPC_APPROVAL_METHODS)[number]
export type AppRpcMethod = AppRpcReadOnlyMethod | AppRpcApprovalMethod

/** Every EVM method an app may call through Latch (spec §5); anything else is refused. */
export const APP_RPC_ALLOWED_METHODS: readonly AppRpcMethod[] = [
  ...APP_RPC_READ_ONLY_METHODS,
  ...APP_RPC_APPROVAL_METHODS,
]

/** The eip155 gate: the core's, with this namespace's lists. */
const gate = createRpcGate({
  readOnly: APP_RPC_READ_ONLY_METHODS,
  approval: APP_RPC_APPROVAL_METHODS,
})

export function isAppRpcMethodAllowed(method: string): method is AppRpcMethod {
  return gate.isAllowed(method)
}

/** Whether the user must approve this method; read-only methods (spec §6) need no approval. */
export function appRpcMethodNeedsApproval(method: AppRpcMethod): method is AppRpcApprovalMethod {
  return gate.needsApproval(method)
}

/**
 * Refuses a method the app may not call with 'RPC method not allowed', thrown only after the
 * spec's 300 ms delay (§8, on the injected clock). Allowed methods pass at once.
 *
 * @example
 * await assertAppRpcAllowed(request.method, ctx.clock)
 */
export const assertAppRpcAllowed = (method: string, clock: Clock): Promise<AppRpcMethod> =>
  gate.assertAllowed(method, clock)
