import type { BaseIssue, Config } from 'valibot'
import { validationMessages } from '../errors/catalogue'
import { received } from './received'
import type { ValidationIssue } from './validationIssue'

type ValibotIssue = BaseIssue<unknown>

/**
 * How every valibot schema is run: 'Invalid input' as the message of any check that has none of its
 * own, in a language no app gives messages for. The messages an app sets for valibot (globally,
 * per language or per check) stay out of Latch's, so a message other than 'Invalid input' is a
 * schema's own.
 */
export const VALIBOT_CONFIG: Config<ValibotIssue> = {
  lang: 'x-latch',
  message: validationMessages.invalidInput,
}

const ownMessage = (issue: ValibotIssue) =>
  issue.message !== validationMessages.invalidInput ? issue.message : undefined

const requirement = (issue: ValibotIssue) => String(issue.requirement)

/** A bound on the input's length: `Expected length >= 1 received length 0`. */
function lengthBound(issue: ValibotIssue, op: string): string {
  const length = (issue.input as { length?: unknown } | null)?.length
  return validationMessages.expected(
    `length ${op} ${requirement(issue)}`,
    typeof length === 'number' ? `length ${length}` : received(issue.input),
  )
}

/**
 * The spec's validation message (§8: Required, Expected X received Y, Invalid email, Invalid enum
 * value, Invalid input) for one valibot issue, worded as `issueMessage` words zod's, so a message
 * does not depend on which library checked the value.
 */
function valibotIssueMessage(issue: ValibotIssue): string {
  if (issue.kind === 'schema') {
    if (issue.input === undefined) return validationMessages.required
    switch (issue.type) {
      case 'picklist':
      case 'enum':
      case 'literal':
        return validationMessages.invalidEnumValue
      case 'custom':
        return ownMessage(issue) ?? validationMessages.invalidInput
      case 'union':
      case 'variant':
        return validationMessages.invalidInput
      default:
        return validationMessages.expected(
          /object/.test(issue.type) ? 'object' : issue.type,
          received(issue.input),
        )
    }
  }
  switch (issue.type) {
    case 'min_length':
      return lengthBound(issue, '>=')
    case 'max_length':
      return lengthBound(issue, '<=')
    case 'length':
      return lengthBound(issue, '=')
    case 'min_value':
      return validationMessages.expected(`>= ${requirement(issue)}`, received(issue.input))
    case 'max_value':
      return validationMessages.expected(`<= ${requirement(issue)}`, received(issue.input))
    case 'integer':
      return validationMessages.expected('integer', received(issue.input))
    case 'email':
      return validationMessages.invalidEmail
    case 'regex':
    case 'url': {
      const own = ownMessage(issue)
      return own
        ? validationMessages.expected(own, received(issue.input))
        : validationMessages.invalidInput
    }
    default:
      return ownMessage(issue) ?? validationMessages.invalidInput
  }
}

/**
 * Valibot's issues as Latch's: dot-separated paths, the spec's messages. A key a strict object
 * does not have is one issue at the object, as zod words it (`Unrecognized key(s): foo`).
 */
export function valibotIssues(issues: readonly ValibotIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key))
    if (issue.expected === 'never' && issue.path?.at(-1)?.origin === 'key') {
      return { path: path.slice(0, -1).join('.'), message: `Unrecognized key(s): ${path.at(-1)}` }
    }
    return { path: path.join('.'), message: valibotIssueMessage(issue) }
  })
}
