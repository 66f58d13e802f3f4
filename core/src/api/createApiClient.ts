import type { Clock } from '../clock/clock'
import { LatchError } from '../errors/LatchError'
import type { Logger } from '../log/logger'
import type { Endpoints } from '../options/schema'
import { loadOnce } from '../plugins/loadOnce'
import type { ForbiddenPolicy } from './httpErrors'
import { providerApiUrl, type SdkIdentity } from './sdkParams'
import type { ApiClient, ServiceClient } from './types'

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
  // The first paint sends no request (nothing leaves before the visitor's first action): the
  // sending, retries and cache load with the first one.
  const requests = loadOnce(() =>
    import('../firstUse').then((module) => module.createServiceRequests(options)),
  )
  const service = (base: string, forbidden: ForbiddenPolicy['forbidden']): ServiceClient => ({
    url: (path, query) => providerApiUrl(base, path, options.identity, query),
    async request(request) {
      const send = await requests().catch((error: unknown) => {
        // Its code did not download (offline): no request left, as when the service is down.
        throw new LatchError('API_UNREACHABLE', {
          details: `${request.method ?? 'GET'} ${request.path} failed: the request code did not load`,
          cause: error,
        })
      })
      return send(base, forbidden, request)
    },
  })
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
