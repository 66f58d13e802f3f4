import type * as z from 'zod/mini'
import type { Clock } from '../clock/clock'
import { LatchError } from '../errors/LatchError'
import type { Logger } from '../log/logger'
import type { Endpoints } from '../options/schema'
import { providerApiUrl, type SdkIdentity } from './sdkParams'
import type { ApiClient, ApiRequest, ServiceClient } from './types'

export interface CreateApiClientOptions {
  fetch: typeof fetch
  clock: Clock
  log: Logger
  endpoints: Endpoints
  identity: SdkIdentity
}

// First version: sdk parameters, JSON, schema validation. Retries, de-duplication, caching and
// time-outs come with the API client work of issue 4.
function createServiceClient(base: string, options: CreateApiClientOptions): ServiceClient {
  const url: ServiceClient['url'] = (path, query) =>
    providerApiUrl(base, path, options.identity, query)
  return {
    url,
    async request<S extends z.ZodMiniType>(request: ApiRequest<S>): Promise<z.output<S>> {
      const query = Object.fromEntries(
        Object.entries(request.query ?? {}).map(([k, v]) => [
          k,
          v === undefined ? undefined : String(v),
        ]),
      )
      const response = await options.fetch(url(request.path, query), {
        method: request.method ?? 'GET',
        headers: request.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      })
      if (response.status === 429) throw new LatchError('RATE_LIMITED', { details: request.path })
      if (response.status >= 500) throw new LatchError('SERVER_ERROR', { details: request.path })
      const parsed = request.schema.safeParse(await response.json())
      if (!parsed.success) {
        throw new LatchError('INVALID_INPUT', { details: `Malformed answer from ${request.path}` })
      }
      return parsed.data
    },
  }
}

/** The clients of the Provider, Data and analytics APIs, on the configured endpoints. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  return {
    provider: createServiceClient(options.endpoints.api, options),
    data: createServiceClient(options.endpoints.data, options),
    analytics: createServiceClient(options.endpoints.analytics, options),
  }
}
