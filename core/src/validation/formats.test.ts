import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  assertValidName,
  isEmail,
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

  it('long names are read in windows that never split a character', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    const characters = (text: string) => [...segmenter.segment(text)].map((s) => s.segment)
    const family = '👨‍👩‍👧'
    const names = [
      // Characters straddling each window's end, at every offset.
      ...[1, 2, 3, 5, 7].map((step) => `${'a'.repeat(step)}${family}`.repeat(300)),
      // Flags pair regional indicators: an odd count before a cut must not shift the pairs.
      `${'🇫🇷'.repeat(200)}x${'🇩🇪'.repeat(200)}`,
      `a${'🇫🇷'.repeat(400)}`,
      // One character longer than a window: an accent stacked 1,000 deep, then more text.
      `${'x'.repeat(100)}e${'\u0301'.repeat(1000)}${'y'.repeat(600)}`,
    ]
    for (const name of names) {
      const all = characters(name)
      expect(truncateDisplayName(name, Number.MAX_SAFE_INTEGER)).toBe(name)
      for (const max of [1, 30, 255, 256, 400, all.length - 1]) {
        expect(truncateDisplayName(name, max)).toBe(`${all.slice(0, max).join('')}…`)
      }
    }
    // And any text, cut anywhere, as one reading of all of it would cut it.
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(family, '🇫', '\u200d', '\u0301'.repeat(20), 'क्षि', '\r\n'),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), fc.nat(1200), (pieces, max) => {
        const name = pieces.join('')
        const all = characters(name)
        const cut = all.length > max ? `${all.slice(0, max).join('')}…` : name
        expect(truncateDisplayName(name, max)).toBe(cut)
      }),
      { seed: 1, numRuns: 200 },
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
