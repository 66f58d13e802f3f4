import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { isEmail } from './email'
import {
  assertValidName,
  isSignedMessage,
  isTransactionHash,
  isValidName,
  truncateDisplayName,
} from './formats'

describe('formats', () => {
  it('transaction hash: 0x and 64 hex characters', () => {
    expect(isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isTransactionHash('a'.repeat(66))).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
  })

  it('signed message: 0x and 62 or more hex characters', () => {
    expect(isSignedMessage(`0x${'f'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'f'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${'f'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage(42)).toBe(false)
  })

  it('email', () => {
    expect(isEmail('ada@example.com')).toBe(true)
    expect(isEmail('ada@')).toBe(false)
    expect(isEmail('not an email')).toBe(false)
    expect(isEmail(undefined)).toBe(false)
  })

  it('names: letters, digits or hyphen, at least 4 characters', () => {
    expect(isValidName('ada-99')).toBe(true)
    expect(isValidName('abcd')).toBe(true)
    expect(isValidName('abc')).toBe(false)
    expect(isValidName('ada lovelace')).toBe(false)
    expect(isValidName('ada.eth')).toBe(false)
    expect(isValidName('adä1')).toBe(false)
    expect(() => assertValidName('ab')).toThrow(
      expect.objectContaining({
        code: 'INVALID_NAME',
        message: 'A name uses letters, digits or hyphens and has at least 4 characters',
      }),
    )
  })

  it('display names are cut at 30 characters with an ellipsis', () => {
    expect(truncateDisplayName('a'.repeat(30))).toBe('a'.repeat(30))
    expect(truncateDisplayName('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`)
    // Grapheme-aware: a family emoji is one character and is never split.
    const family = '👨‍👩‍👧'
    expect(truncateDisplayName(`${'a'.repeat(29)}${family}${family}`)).toBe(
      `${'a'.repeat(29)}${family}…`,
    )
  })

  it('display names of any length cost the same: only the shown characters are segmented', () => {
    // The best of five: a collection or a recompilation during one run is not the function's cost.
    const time = (name: string) =>
      Math.min(
        ...Array.from({ length: 5 }, () => {
          const started = performance.now()
          for (let i = 0; i < 20; i++) truncateDisplayName(name)
          return performance.now() - started
        }),
      )
    time('warm'.repeat(100))
    const short = time('a'.repeat(1024))
    const long = time('a'.repeat(256 * 1024))
    // Linear segmenting would make the long one ~256 times slower; the cut keeps it flat.
    expect(long).toBeLessThan(short * 10 + 5)
    expect(truncateDisplayName('b'.repeat(256 * 1024))).toBe(`${'b'.repeat(30)}…`)
  })

  it('a larger max shows no more than a display name: 30 characters (spec §5)', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    const characters = (text: string) => [...segmenter.segment(text)].map((s) => s.segment)
    const family = '👨‍👩‍👧'
    const name = `${'a'.repeat(3)}${family}`.repeat(300)
    const thirty = `${characters(name).slice(0, 30).join('')}…`
    for (const max of [31, 1000, 2 ** 31, Number.MAX_SAFE_INTEGER, Infinity]) {
      expect(truncateDisplayName(name, max)).toBe(thirty)
    }
    expect(truncateDisplayName('Ada Lovelace', 1000)).toBe('Ada Lovelace')
    // Any text, cut anywhere up to 30, as one reading of all of it would cut it.
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.constantFrom(family, '🇫', '\u200d', '\u0301'.repeat(3), 'क्षि', '\r\n'),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(60), (pieces, max) => {
        const name = pieces.join('')
        const all = characters(name)
        const shown = Math.min(max, 30)
        const cut = all.length > shown ? `${all.slice(0, shown).join('')}…` : name
        expect(truncateDisplayName(name, max)).toBe(cut)
      }),
      { seed: 1, numRuns: 300 },
    )
  })

  it('the segmenter is built on first use, not at import (it costs a page ~50 ms)', async () => {
    const Real = Intl.Segmenter
    let built = 0
    const counting = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args)
        built++
      }
    }
    Object.defineProperty(Intl, 'Segmenter', { value: counting, configurable: true })
    try {
      vi.resetModules()
      const formats = await import('./formats')
      expect(built).toBe(0)
      formats.truncateDisplayName('Ada')
      formats.truncateDisplayName('Grace')
      expect(built).toBe(1)
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: Real, configurable: true })
    }
  })
})
