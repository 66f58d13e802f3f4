/** EVM chain RPC and transaction receipts (spec §7, §9). */

export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1_000
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_BASE_MS = 150
export const RPC_RETRY_HTTP_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const
export const RPC_FALLBACK_RANKING = {
  intervalMs: 4_000,
  sampleCount: 10,
  pingTimeoutMs: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const
export const BLOCK_BATCH_SIZE = 1_024
export const MULTICALL_BATCH_BYTES = 1_024
export const GAS_FEE_MULTIPLIER = 1.2
export const LOG_BUFFER_BYTES = 1_024_000

// Transaction receipts.
export const RECEIPT_WAIT = {
  confirmations: 1,
  retryCount: 6,
  retryDelayMs: 200,
  timeoutMs: 180_000,
} as const

/**
 * How long Latch waits for a wallet to answer `wallet_switchEthereumChain` before it gives up
 * (WALLET_SWITCH_TIMEOUT, the network unchanged, the user free to retry). Some wallets never
 * answer a switch (a prompt that never showed, one queued behind another); a real prompt is
 * answered within seconds. Not in the spec: Latch's own rule (issue 35).
 */
export const SWITCH_CHAIN_TIMEOUT_MS = 30_000

// Read by the adapter's reconnect, in the page's first paint: a module of its own, so the first
// paint does not take this file with it.
export { RECONNECT_TIMEOUT_MS } from './adapter/reconnectTimeout'
