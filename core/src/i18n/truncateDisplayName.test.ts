import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { truncateDisplayName } from './truncateDisplayName'

describe('truncateDisplayName', () => {
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
      const display = await import('./truncateDisplayName')
      expect(built).toBe(0)
      display.truncateDisplayName('Ada')
      display.truncateDisplayName('Grace')
      expect(built).toBe(1)
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: Real, configurable: true })
    }
  })
})
