import { LatchError, type ValidationIssue } from '@latch/core'
import type * as z from 'zod/mini'

/** A received value in a message: numbers and (short) strings as they are, others by type. */
function received(input: unknown): string {
  if (typeof input === 'number') return String(input)
  if (typeof input === 'bigint') return `${input}n`
  if (typeof input === 'string') {
    return JSON.stringify(input.length > 64 ? `${input.slice(0, 64)}…` : input)
  }
  if (input === null) return 'null'
  return Array.isArray(input) ? 'array' : typeof input
}

/**
 * One zod issue in the words of spec §8's validation messages ("Required", "Expected X, received
 * Y", "Invalid input"), with what was received: `Expected integer, received 1.5`.
 */
function issueMessage(issue: z.core.$ZodIssue): string {
  const got = `received ${received(issue.input)}`
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required'
      return `Expected ${issue.expected === 'int' ? 'integer' : issue.expected}, ${got}`
    case 'invalid_format':
      // A check's own message names what it expects (`hex quantity`).
      return `Expected ${issue.message === 'Invalid input' ? issue.format : issue.message}, ${got}`
    case 'too_small':
      return `Expected ${issue.inclusive ? '>=' : '>'} ${issue.minimum}, ${got}`
    case 'too_big':
      return `Expected ${issue.inclusive ? '<=' : '<'} ${issue.maximum}, ${got}`
    case 'unrecognized_keys':
      return `Unrecognized key(s): ${issue.keys.join(', ')}`
    default:
      return 'Invalid input'
  }
}

/**
 * `input` checked against `schema`, or a `LatchError` of `code` (INVALID_INPUT 'Invalid input' for
 * what the app sends, INVALID_OPTIONS 'Invalid options' for configuration) whose details name every
 * wrong path (`params.0.gasPrice: Expected hex quantity, received "1.5"`), whose `data` lists them
 * as `ValidationIssue`s and whose cause is zod's error. Paths start with `root`.
 */
export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  code: 'INVALID_INPUT' | 'INVALID_OPTIONS',
  root: readonly string[] = [],
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return result.data
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: [...root, ...issue.path.map(String)].join('.') || '(root)',
    message: issueMessage(issue),
  }))
  throw new LatchError(code, {
    details: issues.map(({ path, message }) => `${path}: ${message}`).join('; '),
    data: issues,
    cause: result.error,
  })
}
