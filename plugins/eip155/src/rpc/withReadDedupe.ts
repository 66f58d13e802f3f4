import type { EIP1193RequestFn, Transport } from 'viem'
import { APP_RPC_READ_ONLY_METHODS } from './allowedMethods'

/**
 * Reads whose answer cannot depend on being asked twice; sends are never collapsed, nor
 * `eth_getFilterChanges`, whose every call consumes what it returns.
 */
const COLLAPSIBLE_METHODS: ReadonlySet<string> = new Set(
  APP_RPC_READ_ONLY_METHODS.filter(
    (method) =>
      (method.startsWith('eth_get') && method !== 'eth_getFilterChanges') ||
      method === 'eth_call' ||
      method === 'eth_chainId' ||
      method === 'eth_blockNumber' ||
      method === 'eth_estimateGas' ||
      method === 'eth_gasPrice' ||
      method === 'eth_maxPriorityFeePerGas' ||
      method === 'eth_feeHistory',
  ),
)

/**
 * Collapses identical read requests in flight into one (spec §7: "duplicate requests can be
 * collapsed"), with viem's own de-duplication (`dedupe`), which viem's actions only turn on for a
 * few methods. A caller may still pass `{ dedupe: false }`.
 */
export function withReadDedupe<T extends Transport>(transport: T): T {
  const wrapped: Transport = (parameters) => {
    const inner = transport(parameters)
    const request: EIP1193RequestFn = (args, options) =>
      inner.request(args, {
        ...options,
        dedupe: options?.dedupe ?? COLLAPSIBLE_METHODS.has(args.method),
      })
    return { ...inner, request }
  }
  return wrapped as T
}
