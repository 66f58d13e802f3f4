import type * as z from 'zod/mini'
import { type LatchErrorCode, validationMessages } from '../errors/catalogue'
import { LatchError } from '../errors/LatchError'

/** One invalid field: where it is and the spec's message for what is wrong with it. */
export interface ValidationIssue {
  path: string
  message: string
}

/**
 * How every schema is parsed for `toValidationIssues`: with the input in each issue (so messages
 * can say what was received), and 'Invalid input' as the message of any check that has none of
 * its own. The latter keeps a zod locale the app may install globally (classic `zod` installs
 * English) out of the messages, so a message other than 'Invalid input' is a check's own.
 */
export const PARSE_CONTEXT: z.core.ParseContext<z.core.$ZodIssue> = {
  reportInput: true,
  error: () => validationMessages.invalidInput,
}

/** Strings up to this length are quoted as received; longer ones are named by type. */
const SHORT_STRING = 64

/** A received value in a message: numbers and short strings as they are, `5n`, others by type. */
function received(input: unknown): string {
  if (typeof input === 'number') return String(input)
  if (typeof input === 'bigint') return `${input}n`
  if (typeof input === 'string')
    return input.length <= SHORT_STRING ? JSON.stringify(input) : 'string'
  if (input === null) return 'null'
  return Array.isArray(input) ? 'array' : typeof input
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

/** Each issue of `error` with its path (after `root`, dot-separated; '' for the input itself). */
export function toValidationIssues(
  error: z.core.$ZodError,
  root: readonly string[] = [],
): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [...root, ...issue.path.map(String)].join('.'),
    message: issueMessage(issue),
  }))
}

/** Issues as error details: `path: message` each, `(root)` for the input itself, `; ` between. */
export function formatIssues(issues: readonly ValidationIssue[]): string {
  return issues.map(({ path, message }) => `${path || '(root)'}: ${message}`).join('; ')
}

/**
 * `input` checked against `schema`, or a `LatchError` of `code` (INVALID_INPUT 'Invalid input' by
 * default, for what the app sends; INVALID_OPTIONS 'Invalid options' for configuration) whose
 * details name every wrong path (`params.0.gasPrice: Expected hex quantity received "1.5"`), whose
 * `data` lists them as `ValidationIssue`s and whose cause is zod's error. Paths start with `root`
 * (`['params']` for the params of a request). `schema` may be a `lazySchema`.
 *
 * @example
 * const { namespace } = parseOrThrow(optionalNamespaceParams, command)
 * const routing = parseOrThrow(routingSchema, options, 'INVALID_OPTIONS')
 */
export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S | (() => S),
  input: unknown,
  code:
    | 'INVALID_INPUT'
    | 'INVALID_OPTIONS'
    | Exclude<LatchErrorCode, `${string}{${string}`> = 'INVALID_INPUT',
  root: readonly string[] = [],
): z.output<S> {
  const result = (typeof schema === 'function' ? schema() : schema).safeParse(input, PARSE_CONTEXT)
  if (result.success) return result.data
  const issues = toValidationIssues(result.error, root)
  throw new LatchError(code as 'INVALID_INPUT', {
    details: formatIssues(issues),
    data: issues,
    cause: result.error,
  })
}
