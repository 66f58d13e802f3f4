import type * as z from 'zod/mini'
import { LatchError } from '../errors/LatchError'
import { formatIssues, PARSE_CONTEXT, toValidationIssues } from '../validation/parse'
import type { RequestLabel } from './httpErrors'

/** The body of a 2xx answer as JSON; an empty body is `undefined`. Throws MALFORMED_RESPONSE. */
export function readJson(label: RequestLabel, body: string): unknown {
  if (body.trim() === '') return undefined
  try {
    return JSON.parse(body)
  } catch (cause) {
    return malformed(label, `the body is not JSON (${body.length} bytes)`, cause)
  }
}

/**
 * `value` checked against the answer's schema. A mismatch is MALFORMED_RESPONSE whose details name
 * each wrong path (`data.0.id: Required`) and whose `data` lists the issues.
 */
export function validateAnswer<S extends z.ZodMiniType>(
  label: RequestLabel,
  schema: S,
  value: unknown,
): z.output<S> {
  const parsed = schema.safeParse(value, PARSE_CONTEXT)
  if (parsed.success) return parsed.data
  const issues = toValidationIssues(parsed.error)
  return malformed(label, formatIssues(issues), parsed.error, issues)
}

function malformed(label: RequestLabel, what: string, cause: unknown, data?: unknown): never {
  throw new LatchError('MALFORMED_RESPONSE', { details: `${label}: ${what}`, cause, data })
}
