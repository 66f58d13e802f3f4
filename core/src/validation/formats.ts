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
 * Code units segmented at a time. Walking a segmenter's segments costs more per step the longer
 * its text (64 Ki characters take ~20 times 16 Ki's time in V8), so long text is read in windows:
 * its time grows with its length, whatever the length.
 */
const SEGMENT_WINDOW = 256

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** The user-perceived characters of `text`, one at a time (emoji and accents kept whole). */
function* graphemes(text: string): Generator<string> {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null
  if (!segmenter) return yield* text
  let start = 0
  let window = SEGMENT_WINDOW
  while (start < text.length) {
    let end = start + window
    if (end >= text.length) {
      for (const { segment } of segmenter.segment(text.slice(start))) yield segment
      return
    }
    // Never between the halves of a surrogate pair: a lone half would end the character before.
    if (isHighSurrogate(text.charCodeAt(end - 1))) end--
    // The window's last character may go on past its end: it is read again with what follows.
    // Whether a character ends before the next code point depends only on what comes before it,
    // so every earlier cut the window shows is final.
    let last: Intl.SegmentData | undefined
    for (const data of segmenter.segment(text.slice(start, end))) {
      if (last) yield last.segment
      last = data
    }
    if (last && last.index > 0) {
      start += last.index
      window = SEGMENT_WINDOW
    } else {
      // One character fills the window (an accent stacked hundreds deep): a wider window, doubled
      // each time, so reading it again costs at most twice its length.
      window *= 2
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
