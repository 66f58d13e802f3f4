import type { StandardSchemaV1 } from '@standard-schema/spec'
import { LatchError } from '../errors/LatchError'
import { check, formatIssues, type Schema } from '../validation/parse'
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
export function validateAnswer<S extends Schema>(
  label: RequestLabel,
  schema: S,
  value: unknown,
): StandardSchemaV1.InferOutput<S> {
  const parsed = check(schema, value)
  if (!parsed.issues) return parsed.value
  return malformed(label, formatIssues(parsed.issues), parsed.cause, parsed.issues)
}

function malformed(label: RequestLabel, what: string, cause: unknown, data?: unknown): never {
  throw new LatchError('MALFORMED_RESPONSE', { details: `${label}: ${what}`, cause, data })
}
