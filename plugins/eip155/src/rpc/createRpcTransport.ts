import type { Network } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import { fallback, type HttpTransportConfig, http, type Transport } from 'viem'
import * as z from 'zod/mini'
import {
  RPC_BATCH_SIZE,
  RPC_FALLBACK_RANKING,
  RPC_RETRY_BASE_MS,
  RPC_RETRY_COUNT,
  RPC_TIMEOUT_MS,
} from '../constants'
import { evmChainId } from '../networks/evmChainId'
import { GATEWAY_CHAIN_IDS, isGatewayChain } from './gatewayChainIds'
import { gatewayUrl } from './gatewayUrl'
import { withIdempotentRawSend } from './withIdempotentRawSend'
import { withReadDedupe } from './withReadDedupe'

/** The timing rules of chain RPC (spec §7, §9); tests shorten them, the product does not. */
export interface RpcTiming {
  /** Time-out of one HTTP attempt. */
  timeoutMs: number
  /** Retries of one URL before the next is tried. */
  retryCount: number
  /** First retry delay, doubling after each retry, unless the answer carries Retry-After. */
  retryDelayMs: number
  /** How often ranking pings every URL. */
  rankIntervalMs: number
  /** Time-out of one ranking ping. */
  rankPingTimeoutMs: number
}

export const RPC_TIMING: RpcTiming = {
  timeoutMs: RPC_TIMEOUT_MS,
  retryCount: RPC_RETRY_COUNT,
  retryDelayMs: RPC_RETRY_BASE_MS,
  rankIntervalMs: RPC_FALLBACK_RANKING.intervalMs,
  rankPingTimeoutMs: RPC_FALLBACK_RANKING.pingTimeoutMs,
}

export interface Eip155RpcOptions {
  /** Base URL of the RPC gateway (`endpoints.rpc`). */
  rpcBaseUrl: string
  projectId: string
  /**
   * Order the URLs by measured stability (0.7) and latency (0.3) over the last 10 `net_listening`
   * pings instead of as listed. Default false.
   */
  rank?: boolean
  /**
   * Chains the gateway serves (positive integers); default `GATEWAY_CHAIN_IDS`. A local gateway
   * adds its own.
   */
  gatewayChainIds?: readonly number[]
  /**
   * Default `RPC_TIMING` (the spec's), each timing on its own (an undefined one keeps it). Finite,
   * not negative; `retryCount` an integer; `rankIntervalMs` above 0.
   */
  timing?: Partial<RpcTiming>
  /** Default the global `fetch`. */
  fetchFn?: HttpTransportConfig['fetchFn']
}

const milliseconds = z.optional(z.number().check(z.nonnegative()))
/** The routing options an app may set (through `eip155({ gatewayChainIds, rpcTiming })`). */
const routingSchema = z.object({
  // Bounds as `minimum`: the core already ships it (a new zod constructor would land in the
  // first paint, zod being one module shared with it).
  gatewayChainIds: z.optional(z.array(z.int().check(z.minimum(1)))),
  timing: z.optional(
    z.strictObject({
      timeoutMs: milliseconds,
      retryCount: z.optional(z.int().check(z.nonnegative())),
      retryDelayMs: milliseconds,
      // 0 would ping every URL without a pause.
      rankIntervalMs: z.optional(z.number().check(z.minimum(1))),
      rankPingTimeoutMs: milliseconds,
    }),
  ),
})

/**
 * The URLs a network's RPC goes to, in fallback order: the gateway when it serves the chain, then
 * the network's own RPC URLs as listed (each once).
 */
export function rpcUrlsFor(network: Network, options: Eip155RpcOptions): string[] {
  const chainId = evmChainId(network)
  const gateway = isGatewayChain(chainId, options.gatewayChainIds ?? GATEWAY_CHAIN_IDS)
    ? [gatewayUrl(options.rpcBaseUrl, chainId, options.projectId)]
    : []
  return [...new Set([...gateway, ...network.rpcUrls.default.http])]
}

/**
 * The viem transport of a network (spec §7): a `fallback` over `rpcUrlsFor(network)`, each URL an
 * `http` transport that batches JSON-RPC calls (1000 per request), times out after 10 s and retries
 * up to 3 times with viem's rules (codes -1, -32603, -32005; HTTP 403, 408, 413, 429, 500, 502, 503,
 * 504 or no status; delay doubling from 150 ms, or Retry-After). Identical reads in flight are
 * collapsed; a retried raw transaction the node already has resolves to its hash. Bad routing
 * options (a chain id that is not a positive integer, a negative or non-finite timing, an unknown
 * timing) throw INVALID_OPTIONS naming each (`gatewayChainIds.0: Expected integer received 1.5`).
 *
 * @example
 * const transport = createRpcTransport(base, { rpcBaseUrl: endpoints.rpc, projectId })
 */
export function createRpcTransport(network: Network, options: Eip155RpcOptions): Transport {
  const routing = parseOrThrow(
    routingSchema,
    { gatewayChainIds: options.gatewayChainIds, timing: options.timing },
    'INVALID_OPTIONS',
  )
  // A timing given as undefined keeps the spec's, as a missing one does.
  const given = Object.entries(routing.timing ?? {}).filter(([, value]) => value !== undefined)
  const timing: RpcTiming = { ...RPC_TIMING, ...Object.fromEntries(given) }
  const transports = rpcUrlsFor(network, options).map((url) =>
    http(url, {
      batch: { batchSize: RPC_BATCH_SIZE },
      retryCount: timing.retryCount,
      retryDelay: timing.retryDelayMs,
      timeout: timing.timeoutMs,
      ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
    }),
  )
  const transport = fallback(transports, {
    // Each URL already retries on its own; retrying the whole list again would multiply attempts
    // (up to 16 per URL) instead of moving on.
    retryCount: 0,
    rank: options.rank
      ? {
          interval: timing.rankIntervalMs,
          sampleCount: RPC_FALLBACK_RANKING.sampleCount,
          timeout: timing.rankPingTimeoutMs,
          weights: RPC_FALLBACK_RANKING.weights,
        }
      : false,
  })
  return withIdempotentRawSend(withReadDedupe(transport))
}
