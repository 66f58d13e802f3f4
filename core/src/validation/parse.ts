import type * as z from 'zod/mini'
import { type LatchErrorCode, validationMessages } from '../errors/catalogue'
import { LatchError } from '../errors/LatchError'

/** One invalid field: where it is and the spec's message for what is wrong with it. */
export interface ValidationIssue {
  path: string
  message: string
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan'
  return typeof value
}

/** The spec's validation message (§8) for one zod issue. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? validationMessages.required
        : validationMessages.expected(issue.expected, typeName(issue.input))
    case 'invalid_format':
      return issue.format === 'email'
        ? validationMessages.invalidEmail
        : validationMessages.invalidInput
    case 'invalid_value':
      return validationMessages.invalidEnumValue
    case 'unrecognized_keys':
      return `Unrecognized key(s): ${issue.keys.join(', ')}`
    case 'custom':
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : validationMessages.invalidInput
    default:
      return validationMessages.invalidInput
  }
}

export function toValidationIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issueMessage(issue),
  }))
}

/**
 * Parses `input` with `schema`, or throws a `LatchError` of `code` whose details list every issue
 * (`path: message`) and whose `data` holds them as `ValidationIssue[]`.
 */
export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  code:
    | 'INVALID_INPUT'
    | 'INVALID_OPTIONS'
    | Exclude<LatchErrorCode, `${string}{${string}`> = 'INVALID_INPUT',
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return result.data
  const issues = toValidationIssues(result.error)
  throw new LatchError(code as 'INVALID_INPUT', {
    details: issues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`).join('; '),
    data: issues,
    cause: result.error,
  })
}
