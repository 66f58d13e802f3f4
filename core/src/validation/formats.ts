import { DISPLAY_NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/
const NAME_LABEL = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)

/** `0x` and 64 hex characters. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

/** `0x` and 62 or more hex characters. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

/** A profile name label: letters, digits or hyphen, at least 4 characters. */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && NAME_LABEL.test(value)
}

export function assertValidName(value: unknown): string {
  if (isValidName(value)) return value
  throw new LatchError('INVALID_NAME', {
    params: { minLength: NAME_MIN_LENGTH },
    details: `Received: ${describeValue(value)}`,
  })
}

// Created on first use: building a grapheme segmenter loads ICU data, ~50 ms of a page's first
// paint on a 2-core machine when done at import.
let segmenter: Intl.Segmenter | null | undefined

/** The user-perceived characters of `text`, one at a time (emoji and accents kept whole). */
function* graphemes(text: string): Generator<string> {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null
  if (!segmenter) return yield* text
  for (const { segment } of segmenter.segment(text)) yield segment
}

/**
 * Cuts a display name at `maxLength` characters with an ellipsis, never splitting an emoji or
 * accent; at 30 (spec §5) at most, whatever `maxLength` says.
 */
export function truncateDisplayName(name: string, maxLength = DISPLAY_NAME_MAX_LENGTH): string {
  // Only what can be shown is read (a character is rarely over 32 code units), so a name of any
  // length costs the same. A segmenter's steps cost more the longer its text (in V8, 64 Ki
  // characters take 20 times 16 Ki's time): a caller's larger `maxLength` must not lift the bound.
  const max = Math.min(maxLength, DISPLAY_NAME_MAX_LENGTH)
  const head = name.slice(0, (max + 1) * 32)
  const shown: string[] = []
  for (const character of graphemes(head)) {
    if (shown.length === max) return `${shown.join('')}…`
    shown.push(character)
  }
  return head.length < name.length ? `${shown.join('')}…` : name
}
