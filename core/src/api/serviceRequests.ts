import type { StandardSchemaV1 } from '@standard-schema/spec'
import { sleep } from '../clock/clock'
import { API_REQUEST_TIMEOUT_MS, QUERY_RETRY_COUNT } from '../constants'
import type { Schema } from '../validation/parse'
import type { CreateApiClientOptions } from './createApiClient'
import { createInFlight, type InFlight, requestKey } from './dedupe'
import { attemptRequest } from './httpAttempt'
import { errorForFailure, type ForbiddenPolicy } from './httpErrors'
import { readJson, validateAnswer } from './parseResponse'
import { createResponseCache, type ResponseCache } from './responseCache'
import { parseRetryAfterMs, retryDelayMs } from './retry'
import { providerApiUrl } from './sdkParams'
import type { ApiRequest } from './types'

interface ServiceDeps extends ForbiddenPolicy {
  options: CreateApiClientOptions
  inFlight: InFlight
  cache: ResponseCache
}

type Query = Record<string, string | undefined>

function stringQuery(query: ApiRequest<Schema>['query']): Query {
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

/**
 * What `createApiClient` loads on the first request: the sending, retrying, de-duplicating and
 * caching of every service's requests, with one cache and one in-flight table per client.
 */
export function createServiceRequests(options: CreateApiClientOptions) {
  const cache = createResponseCache(options.clock)
  const inFlight = createInFlight()
  return async function send<S extends Schema>(
    base: string,
    forbidden: ForbiddenPolicy['forbidden'],
    request: ApiRequest<S>,
  ): Promise<StandardSchemaV1.InferOutput<S>> {
    const deps: ServiceDeps = { options, inFlight, cache, forbidden }
    const method = request.method ?? 'GET'
    const label = `${method} ${request.path}`
    const target = providerApiUrl(base, request.path, options.identity, stringQuery(request.query))
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
  }
}
