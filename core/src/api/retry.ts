import { QUERY_RETRY_BASE_MS, QUERY_RETRY_HTTP_STATUSES, QUERY_RETRY_MAX_MS } from '../constants'

const retryableStatuses: ReadonlySet<number> = new Set(QUERY_RETRY_HTTP_STATUSES)

/** Whether an answer with this HTTP status may be different if asked again. */
export function isRetryableStatus(status: number): boolean {
  return retryableStatuses.has(status)
}

/** The wait before retry `retry` (0 for the first): min(1000·2^n, 30000) ms (spec §9). */
export function backoffDelayMs(retry: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** retry, QUERY_RETRY_MAX_MS)
}

/**
 * A `Retry-After` header (delay in seconds, or an HTTP date) as milliseconds from `now`; undefined
 * when the header is absent or unreadable.
 */
export function parseRetryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1_000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/**
 * How long to wait before asking again after a failed attempt, or undefined when asking again is
 * pointless: the failure is not retryable, or the server asks for a longer wait than the longest
 * back-off (we give up rather than hold the caller, and the error carries the server's wait).
 */
export function retryDelayMs(
  failure: { status?: number; retryAfterMs?: number | undefined },
  retry: number,
): number | undefined {
  if (failure.status !== undefined && !isRetryableStatus(failure.status)) return undefined
  if (failure.retryAfterMs !== undefined) {
    return failure.retryAfterMs > QUERY_RETRY_MAX_MS ? undefined : failure.retryAfterMs
  }
  return backoffDelayMs(retry)
}
