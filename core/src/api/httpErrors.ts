import { LatchError } from '../errors/LatchError'
import type { AttemptOutcome } from './httpAttempt'

/** What the caller asked, for error details: `GET /getWallets`. */
export type RequestLabel = string

/** How a service answers a forbidden request: for the analytics sink, spec §7 makes it an alert. */
export interface ForbiddenPolicy {
  forbidden: 'INVALID_APP_CONFIGURATION' | 'API_REQUEST_FAILED'
}

/** The first `reasons[].description` of an error body (the API's own words), when present. */
function firstReason(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { reasons?: { description?: unknown }[] }
    const description = parsed?.reasons?.[0]?.description
    return typeof description === 'string' ? description : undefined
  } catch {
    return undefined
  }
}

/**
 * The `LatchError` for a failed attempt: 429 'Rate Limited', 5xx 'Server Error', 403 per the
 * service's policy, other statuses API_REQUEST_FAILED, no answer API_UNREACHABLE or API_TIMEOUT.
 * Details name the request and what went wrong; `data` carries the status and any server wait.
 */
export function errorForFailure(
  label: RequestLabel,
  outcome: AttemptOutcome,
  policy: ForbiddenPolicy,
  retryAfterMs?: number,
): LatchError {
  if (outcome.kind === 'timeout') {
    return new LatchError('API_TIMEOUT', {
      details: `${label} got no answer within ${outcome.timeoutMs} ms`,
    })
  }
  if (outcome.kind === 'network') {
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error)
    return new LatchError('API_UNREACHABLE', {
      details: `${label} failed: ${reason}`,
      cause: outcome.error,
    })
  }
  const { status } = outcome
  const reason = firstReason(outcome.body)
  const details = `${label} answered ${status}${reason ? `: ${reason}` : ''}`
  const data = { status, retryAfterMs }
  if (status === 429) return new LatchError('RATE_LIMITED', { details, data })
  if (status >= 500 && status <= 599) return new LatchError('SERVER_ERROR', { details, data })
  if (status === 403) return new LatchError(policy.forbidden, { details, data })
  return new LatchError('API_REQUEST_FAILED', { details, data })
}
