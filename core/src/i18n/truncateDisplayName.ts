import { DISPLAY_NAME_MAX_LENGTH } from '../constants/app'

// Apart from the validation formats: the connect button shows a name in the first paint, and a
// module the first paint shares with lazy chunks must not import another (here the errors, which
// `formats` needs) (docs/design.md, "The every-plugin app from 5 files to 2").

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
