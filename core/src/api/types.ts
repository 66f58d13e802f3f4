import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Schema } from '../validation/parse'

export interface ApiRequest<S extends Schema> {
  /** Path under the service base, e.g. `/getWallets`. */
  path: string
  query?: Record<string, string | number | boolean | undefined>
  method?: 'GET' | 'POST'
  body?: unknown
  /**
   * The answer's schema (zod's, valibot's, any synchronous Standard Schema): a body that does not
   * match is a clear error, not a crash.
   */
  schema: S
  /** Keep the answer this long (read through the injected clock); 0 or absent: no cache. */
  cacheLifetimeMs?: number
}

/** One Latch service (Provider API, Data API, analytics), with the spec's query parameters. */
export interface ServiceClient {
  request<S extends Schema>(request: ApiRequest<S>): Promise<StandardSchemaV1.InferOutput<S>>
  /** A URL on the service with the sdk parameters (images are loaded by the browser from it). */
  url(path: string, query?: Record<string, string | undefined>): string
}

/** The HTTP clients plugins and core modules use: `ctx.api.provider.request({ … })`. */
export interface ApiClient {
  provider: ServiceClient
  data: ServiceClient
  analytics: ServiceClient
}
