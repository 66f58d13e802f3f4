import type * as z from 'zod/mini'
import { type Clock, sleep } from '../clock/clock'
import { API_REQUEST_TIMEOUT_MS, QUERY_RETRY_COUNT } from '../constants'
import { LatchError } from '../errors/LatchError'
import type { Logger } from '../log/logger'
import type { Endpoints } from '../options/schema'
import { createInFlight, type InFlight, requestKey } from './dedupe'
import { attemptRequest } from './httpAttempt'
import { errorForFailure, type ForbiddenPolicy } from './httpErrors'
import { readJson, validateAnswer } from './parseResponse'
import { createResponseCache, type ResponseCache } from './responseCache'
import { parseRetryAfterMs, retryDelayMs } from './retry'
import { providerApiUrl, type SdkIdentity } from './sdkParams'
import type { ApiClient, ApiRequest, ServiceClient } from './types'

export interface CreateApiClientOptions {
  fetch: typeof fetch
  clock: Clock
  log: Logger
  endpoints: Endpoints
  identity: SdkIdentity
  /** Time-out of one attempt, on `clock`. Default API_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number
  /** Retries after the first attempt. Default QUERY_RETRY_COUNT (3). */
  retries?: number
}

interface ServiceDeps extends ForbiddenPolicy {
  options: CreateApiClientOptions
  inFlight: InFlight
  cache: ResponseCache
}

type Query = Record<string, string | undefined>

function stringQuery(query: ApiRequest<z.ZodMiniType>['query']): Query {
  const result: Query = {}
  for (const [key, value] of Object.entries(query ?? {})) {
    result[key] = value === undefined ? undefined : String(value)
  }
  return result
}

/**
 * Sends one request, retrying retryable failures (408, 429, 5xx, network, time-out) up to
 * `retries` times with back-off min(1000·2^n, 30000) ms or the server's Retry-After, all on the
 * injected clock. Resolves with the JSON body of a 2xx answer; rejects with a `LatchError`.
 */
async function sendWithRetries(
  deps: ServiceDeps,
  label: string,
  url: string,
  init: RequestInit,
): Promise<unknown> {
  const { fetch, clock, log } = deps.options
  const timeoutMs = deps.options.timeoutMs ?? API_REQUEST_TIMEOUT_MS
  const retries = deps.options.retries ?? QUERY_RETRY_COUNT
  for (let retry = 0; ; retry++) {
    const outcome = await attemptRequest({ fetch, clock, url, init, timeoutMs })
    if (outcome.kind === 'answer' && outcome.status >= 200 && outcome.status <= 299) {
      return readJson(label, outcome.body)
    }
    const status = outcome.kind === 'answer' ? outcome.status : undefined
    const retryAfterMs =
      outcome.kind === 'answer'
        ? parseRetryAfterMs(outcome.headers.get('retry-after'), clock.now())
        : undefined
    const delayMs = retry < retries ? retryDelayMs({ status, retryAfterMs }, retry) : undefined
    const error = errorForFailure(label, outcome, deps, retryAfterMs)
    if (delayMs === undefined) throw error
    log.debug(`${error.details}; retry ${retry + 1} of ${retries} in ${delayMs} ms`)
    await sleep(clock, delayMs)
  }
}

function createServiceClient(base: string, deps: ServiceDeps): ServiceClient {
  const { identity } = deps.options
  const url: ServiceClient['url'] = (path, query) => providerApiUrl(base, path, identity, query)
  return {
    url,
    async request<S extends z.ZodMiniType>(request: ApiRequest<S>): Promise<z.output<S>> {
      const method = request.method ?? 'GET'
      const label = `${method} ${request.path}`
      const target = url(request.path, stringQuery(request.query))
      const body = request.body === undefined ? undefined : JSON.stringify(request.body)
      const key = requestKey(method, target, body)
      const lifetimeMs = request.cacheLifetimeMs ?? 0

      if (lifetimeMs > 0) {
        const cached = deps.cache.get(key)
        if (cached.hit) return validateAnswer(label, request.schema, cached.value)
      }
      const init: RequestInit = {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body,
      }
      const json = await deps.inFlight.run(key, () => sendWithRetries(deps, label, target, init))
      const answer = validateAnswer(label, request.schema, json)
      // Only an answer that passed its schema is kept.
      if (lifetimeMs > 0) deps.cache.set(key, json, lifetimeMs)
      return answer
    },
  }
}

/** A service the app did not configure: every use is INVALID_OPTIONS naming the endpoint. */
function unconfiguredService(endpoint: string): ServiceClient {
  const error = () =>
    new LatchError('INVALID_OPTIONS', {
      details: `endpoints.${endpoint}: Required (no hosted default)`,
    })
  return {
    request: () => Promise.reject(error()),
    url: () => {
      throw error()
    },
  }
}

/**
 * The clients of the Provider, Data and analytics APIs on the configured endpoints: the sdk
 * parameters on every call, zod-validated answers, retries with back-off, in-flight
 * de-duplication (same method, URL and body share one request), answers cached for
 * `cacheLifetimeMs` on the injected clock, and a time-out per attempt. Every failure is a
 * `LatchError`; nothing here throws anything else.
 *
 * @example
 * const api = createApiClient({ fetch, clock: systemClock, log, endpoints, identity })
 * const { data } = await api.provider.request({ path: '/getWallets', schema: walletsPage })
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const cache = createResponseCache(options.clock)
  const service = (base: string, forbidden: ForbiddenPolicy['forbidden']) =>
    createServiceClient(base, { options, inFlight: createInFlight(), cache, forbidden })
  return {
    provider: service(options.endpoints.api, 'API_REQUEST_FAILED'),
    data: service(options.endpoints.data, 'API_REQUEST_FAILED'),
    // Spec §7: the analytics sink answering 403 shows 'Invalid App Configuration'. It has no
    // hosted default: without one, analytics is off and a request is a configuration error.
    analytics: options.endpoints.analytics
      ? service(options.endpoints.analytics, 'INVALID_APP_CONFIGURATION')
      : unconfiguredService('analytics'),
  }
}
