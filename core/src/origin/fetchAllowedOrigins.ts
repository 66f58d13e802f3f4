import * as v from 'valibot'
import { providerApiUrl, type SdkIdentity } from '../api/sdkParams'
import { LatchError } from '../errors/LatchError'
import { lazySchema } from '../validation/lazySchema'

// Built on the first check, once the page is idle: not at import, which is part of the first paint.
const originsResponse = lazySchema(() => v.object({ allowedOrigins: v.array(v.string()) }))

export interface FetchAllowedOriginsParameters extends SdkIdentity {
  apiUrl: string
  fetch: typeof fetch
}

/**
 * The project's allowed origins from the Provider API (`GET /projects/v1/origins`). HTTP 429 throws
 * 'Rate Limited' and 5xx 'Server Error'; any other failure (other statuses, network, a body of the
 * wrong shape) gives an empty list, so only the default origins apply.
 */
export async function fetchAllowedOrigins(
  parameters: FetchAllowedOriginsParameters,
): Promise<string[]> {
  const { apiUrl, fetch, ...identity } = parameters
  let response: Response
  try {
    response = await fetch(providerApiUrl(apiUrl, '/projects/v1/origins', identity))
  } catch {
    return []
  }
  if (response.status === 429) {
    throw new LatchError('RATE_LIMITED', {
      details: 'GET /projects/v1/origins answered 429',
      data: { retryAfter: response.headers.get('retry-after') },
    })
  }
  if (response.status >= 500 && response.status <= 599) {
    throw new LatchError('SERVER_ERROR', {
      details: `GET /projects/v1/origins answered ${response.status}`,
    })
  }
  if (!response.ok) return []
  try {
    const parsed = v.safeParse(originsResponse(), await response.json())
    return parsed.success ? parsed.output.allowedOrigins : []
  } catch {
    return []
  }
}
