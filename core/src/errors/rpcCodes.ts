import type { LatchErrorCode } from './catalogue'

/**
 * Numeric error codes of wallets (EIP-1193, EIP-5792) and JSON-RPC nodes (EIP-1474), mapped to
 * Latch codes, so a rejection from any wallet or node becomes the same `LatchError`.
 */
export const rpcErrorCodes = {
  // Not in EIP-1474, but what geth-compatible nodes (and wallets relaying them) answer on a revert.
  3: 'EXECUTION_REVERTED',
  4001: 'USER_REJECTED_REQUEST',
  4100: 'UNAUTHORIZED',
  4200: 'UNSUPPORTED_METHOD',
  4900: 'PROVIDER_DISCONNECTED',
  4901: 'CHAIN_DISCONNECTED',
  4902: 'UNRECOGNIZED_CHAIN',
  [-32700]: 'PARSE_ERROR',
  [-32600]: 'INVALID_REQUEST',
  [-32601]: 'METHOD_NOT_FOUND',
  [-32602]: 'INVALID_PARAMS',
  [-32603]: 'INTERNAL_ERROR',
  [-32000]: 'INVALID_RPC_INPUT',
  [-32001]: 'RESOURCE_NOT_FOUND',
  [-32002]: 'RESOURCE_UNAVAILABLE',
  [-32003]: 'TRANSACTION_REJECTED',
  [-32004]: 'METHOD_NOT_SUPPORTED',
  [-32005]: 'LIMIT_EXCEEDED',
  [-32006]: 'JSON_RPC_VERSION_NOT_SUPPORTED',
  5700: 'UNSUPPORTED_NON_OPTIONAL_CAPABILITY',
  5710: 'UNSUPPORTED_CHAIN_ID',
  5720: 'DUPLICATE_BUNDLE_ID',
  5730: 'UNKNOWN_BUNDLE_ID',
  5740: 'BUNDLE_TOO_LARGE',
  5750: 'ATOMIC_UPGRADE_REJECTED',
  5760: 'ATOMICITY_NOT_SUPPORTED',
} as const satisfies Record<number, LatchErrorCode>

export type RpcErrorCode = keyof typeof rpcErrorCodes

/** The Latch code for a wallet/JSON-RPC numeric code, or undefined when it is not a known one. */
export function latchCodeForRpcCode(rpcCode: number): LatchErrorCode | undefined {
  return (rpcErrorCodes as Record<number, LatchErrorCode>)[rpcCode]
}
