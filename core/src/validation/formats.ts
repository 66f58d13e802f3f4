import * as z from 'zod/mini'
import { DISPLAY_NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/
const NAME_LABEL = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)
const emailSchema = z.email()

/** `0x` and 64 hex characters. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

/** `0x` and 62 or more hex characters. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
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

/**
 * Code units segmented at a time: walking a segmenter's segments costs more per step the longer
 * its text (in V8, 64 Ki characters take 20 times 16 Ki's time), so text is read in windows.
 */
const WINDOW = 256

/** The user-perceived characters of `text`, one at a time (emoji and accents kept whole). */
function* graphemes(text: string): Generator<string> {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null
  if (!segmenter) return yield* text
  for (let start = 0, size = WINDOW; start < text.length; ) {
    const end = start + size >= text.length
    const pieces = [...segmenter.segment(text.slice(start, start + size))]
    // A window's last character may go on past it, and the one before too when the window cuts a
    // surrogate pair: both are read again with what follows. A character's start depends only on
    // what comes before it, so the earlier ones are final.
    const kept = end ? pieces.length : pieces.length - 2
    for (const piece of pieces.slice(0, kept)) yield piece.segment
    if (kept > 0) {
      start += end ? size : (pieces[kept] as Intl.SegmentData).index
      size = WINDOW
    } else {
      // A character as long as the window (an accent stacked hundreds deep): a window twice as
      // wide, so it is read again at most twice its length.
      size *= 2
    }
  }
}

/** Cuts a display name at 30 characters with an ellipsis, never splitting an emoji or accent. */
export function truncateDisplayName(name: string, maxLength = DISPLAY_NAME_MAX_LENGTH): string {
  // Only what can be shown is read (a character is rarely over 32 code units), a window at a
  // time, so neither a long name nor a large `maxLength` costs more than linear time.
  const head = name.slice(0, (maxLength + 1) * 32)
  const shown: string[] = []
  for (const character of graphemes(head)) {
    if (shown.length === maxLength) return `${shown.join('')}…`
    shown.push(character)
  }
  return head.length < name.length ? `${shown.join('')}…` : name
}
