import type { StandardSchemaV1 } from '@standard-schema/spec'
import * as v from 'valibot'
import type * as z from 'zod/mini'
import { type LatchErrorCode, validationMessages } from '../errors/catalogue'
import { LatchError } from '../errors/LatchError'
import { received } from './received'
import { VALIBOT_CONFIG, valibotIssues } from './valibotIssues'
import type { ValidationIssue } from './validationIssue'

export type { ValidationIssue }

/**
 * How every schema is parsed for `toValidationIssues`: with the input in each issue (so messages
 * can say what was received), and 'Invalid input' as the message of any check that has none of
 * its own. The latter keeps a zod locale the app may install globally (classic `zod` installs
 * English) out of the messages, so a message other than 'Invalid input' is a check's own.
 */
const PARSE_CONTEXT: z.core.ParseContext<z.core.$ZodIssue> = {
  reportInput: true,
  error: () => validationMessages.invalidInput,
}

/** What a size bound of `origin` measures, or undefined when the bound is on the value itself. */
function measure(origin: string): 'length' | 'size' | undefined {
  if (origin === 'string' || origin === 'array') return 'length'
  if (origin === 'set' || origin === 'file') return 'size'
  return undefined
}

/**
 * A bound (`>= 0`, `length <= 64`) and what was received (`-1`, `length 70`): a size bound
 * compares the input's length or size, any other bound the input itself.
 */
function bound(
  issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig,
  limit: number | bigint,
  relation: string,
): string {
  const what = measure(issue.origin)
  const op = issue.exact ? '=' : issue.inclusive ? relation : relation.slice(0, 1)
  const limitText = typeof limit === 'bigint' ? `${limit}n` : String(limit)
  const input = issue.input as { length?: unknown; size?: unknown } | null | undefined
  const got = what ? input?.[what] : issue.input
  if (!what) return validationMessages.expected(`${op} ${limitText}`, received(got))
  return validationMessages.expected(
    `${what} ${op} ${limitText}`,
    typeof got === 'number' ? `${what} ${got}` : received(issue.input),
  )
}

/**
 * The spec's validation message (§8: Required, Expected X received Y, Invalid email, Invalid enum
 * value, Invalid input) for one zod issue, saying what was received when the input is reported:
 * `Expected integer received 1.5`, `Expected >= 0 received -1`, `Expected hex quantity received
 * "1.5"` (a format check's own message names what it expects).
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? validationMessages.required
        : validationMessages.expected(
            issue.expected === 'int' ? 'integer' : issue.expected,
            received(issue.input),
          )
    case 'invalid_format':
      if (issue.message && issue.message !== validationMessages.invalidInput) {
        return validationMessages.expected(issue.message, received(issue.input))
      }
      return issue.format === 'email'
        ? validationMessages.invalidEmail
        : validationMessages.invalidInput
    case 'too_small':
      return bound(issue, issue.minimum, '>=')
    case 'too_big':
      return bound(issue, issue.maximum, '<=')
    case 'not_multiple_of':
      return validationMessages.expected(`multiple of ${issue.divisor}`, received(issue.input))
    case 'invalid_value':
      return validationMessages.invalidEnumValue
    case 'unrecognized_keys':
      return `Unrecognized key(s): ${issue.keys.join(', ')}`
    case 'custom':
      return issue.message && issue.message !== validationMessages.invalidInput
        ? issue.message
        : validationMessages.invalidInput
    default:
      return validationMessages.invalidInput
  }
}

/** Each issue of `error` with its path (dot-separated; '' for the input itself). */
function toValidationIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issueMessage(issue),
  }))
}

/** Issues as error details: `path: message` each, `(root)` for the input itself, `; ` between. */
export function formatIssues(issues: readonly ValidationIssue[]): string {
  return issues.map(({ path, message }) => `${path || '(root)'}: ${message}`).join('; ')
}

/**
 * A schema `parseOrThrow` and the storage take: any synchronous Standard Schema. The core's are
 * valibot's where the first paint needs them (its schemas are plain objects, cheap to build, and
 * its code is a few KB) and zod's elsewhere; a plugin brings either, or any other.
 */
export type Schema = StandardSchemaV1

/** `input` checked against `schema`: its value, or its issues with the spec's messages. */
export function check<S extends Schema>(
  schema: S,
  input: unknown,
):
  | { value: StandardSchemaV1.InferOutput<S>; issues?: undefined }
  | { issues: ValidationIssue[]; cause: unknown } {
  const standard = schema['~standard']
  if (standard.vendor === 'zod') {
    const result = (schema as unknown as z.ZodMiniType).safeParse(input, PARSE_CONTEXT)
    if (result.success) return { value: result.data }
    return { issues: toValidationIssues(result.error), cause: result.error }
  }
  if (standard.vendor === 'valibot') {
    const result = v.safeParse(schema as unknown as v.GenericSchema, input, VALIBOT_CONFIG)
    if (result.success) return { value: result.output as StandardSchemaV1.InferOutput<S> }
    return { issues: valibotIssues(result.issues), cause: result.issues }
  }
  const result = standard.validate(input)
  if (result instanceof Promise) throw new TypeError('Latch checks values with synchronous schemas')
  if (!result.issues) return { value: result.value as StandardSchemaV1.InferOutput<S> }
  const issues = result.issues.map(({ path, message }) => ({
    path: (path ?? []).map((item) => String(typeof item === 'object' ? item.key : item)).join('.'),
    message,
  }))
  return { issues, cause: result.issues }
}

/**
 * `input` checked against `schema`, or a `LatchError` of `code` (INVALID_INPUT 'Invalid input' by
 * default, for what the app sends; INVALID_OPTIONS 'Invalid options' for configuration) whose
 * details name every wrong path (`params.0.gasPrice: Expected hex quantity received "1.5"`), whose
 * `data` lists them as `ValidationIssue`s and whose cause is the schema's own issues. Paths start
 * with `root` (`['params']` for the params of a request). `schema` may be a `lazySchema`.
 *
 * @example
 * const { namespace } = parseOrThrow(optionalNamespaceParams, command)
 * const routing = parseOrThrow(routingSchema, options, 'INVALID_OPTIONS')
 */
export function parseOrThrow<S extends Schema>(
  schema: S | (() => S),
  input: unknown,
  code:
    | 'INVALID_INPUT'
    | 'INVALID_OPTIONS'
    | Exclude<LatchErrorCode, `${string}{${string}`> = 'INVALID_INPUT',
  root: readonly string[] = [],
): StandardSchemaV1.InferOutput<S> {
  const result = check(typeof schema === 'function' ? schema() : schema, input)
  if (!result.issues) return result.value
  const issues = result.issues.map(({ path, message }) => ({
    path: [...root, ...(path ? [path] : [])].join('.'),
    message,
  }))
  throw new LatchError(code as 'INVALID_INPUT', {
    details: formatIssues(issues),
    data: issues,
    cause: result.cause,
  })
}
