import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { formatAmount, formatBalance, parseAmount } from './amount'

describe('parseAmount', () => {
  it('parses decimal text into base units', () => {
    expect(parseAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseAmount('.5', 6)).toBe(500_000n)
    expect(parseAmount('10', 0)).toBe(10n)
    expect(parseAmount(' 2. ', 6)).toBe(2_000_000n)
  })

  it('refuses more decimals than the token has instead of rounding', () => {
    expect(() => parseAmount('1.1234567', 6)).toThrow(
      expect.objectContaining({
        code: 'INVALID_AMOUNT',
        details: 'At most 6 decimal places: 1.1234567',
      }),
    )
  })

  it.each(['', '-1', '1e18', '1,5', 'abc', '1.2.3', '.', null, 12])('refuses %s', (value) => {
    expect(() => parseAmount(value, 18)).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    )
  })

  it('takes time linear in the input length (no regex backtracking blow-up)', () => {
    const invalid = (length: number) => `${'1'.repeat(length)}x`
    const refuse = (text: string) => {
      try {
        parseAmount(text, 18)
      } catch {
        // Refused, as expected: only the time matters here.
      }
    }
    /** Median time of one call, each sample averaging `repeat` calls to rise above timer noise. */
    const timeOf = (text: string, samples: number, repeat: number, stopAbove = Infinity) => {
      const times: number[] = []
      for (let i = 0; i < samples; i++) {
        const start = performance.now()
        for (let j = 0; j < repeat; j++) refuse(text)
        times.push((performance.now() - start) / repeat)
        // Half the samples above the bound already fix the median: spare a slow build the rest.
        if (times.filter((t) => t > stopAbove).length > samples / 2) break
      }
      times.sort((a, b) => a - b)
      return times[Math.floor(times.length / 2)] as number
    }
    const small = invalid(1024)
    const large = invalid(256 * 1024)
    // Warm-up: compile the code paths (the regex tiers up after its first runs) before timing.
    for (let i = 0; i < 64; i++) refuse(small)
    const smallTime = timeOf(small, 9, 64)
    // 256 times the input: linear is a ratio of about 256; allow 4 times that for noise.
    const bound = 256 * 4
    const largeTime = timeOf(large, 3, 1, bound * smallTime)
    expect(largeTime / smallTime).toBeLessThan(bound)
  })

  it('refuses invalid decimals', () => {
    expect(() => parseAmount('1', -1)).toThrow(LatchError)
    expect(() => parseAmount('1', 1.5)).toThrow(LatchError)
  })
})

describe('formatAmount', () => {
  it('shows 2 decimals by default and balances with 3, truncating', () => {
    expect(formatAmount(1_239_999n, 6)).toBe('1.23')
    expect(formatBalance(1_239_999n, 6)).toBe('1.239')
    expect(formatBalance(1_000_000_000_000_000_000n, 18)).toBe('1')
    expect(formatAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatAmount(0n, 18)).toBe('0')
    expect(formatAmount(-1n, 6)).toBe('0')
    expect(formatAmount(-1_500_000n, 6)).toBe('-1.5')
  })
})

describe('amount parsers never throw anything but LatchError', () => {
  const onlyLatchErrors = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      if (!(error instanceof LatchError)) throw error
    }
  }

  it('parseAmount on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string(), fc.stringMatching(/^[0-9.]{0,30}$/)),
        fc.oneof(fc.integer({ min: -5, max: 300 }), fc.anything()),
        (value, decimals) => onlyLatchErrors(() => parseAmount(value, decimals as number)),
      ),
      { numRuns: 2000 },
    )
  })

  it('formatAmount on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.bigInt(), fc.anything()), fc.anything(), (value, decimals) =>
        onlyLatchErrors(() => formatAmount(value as bigint, decimals as number)),
      ),
    )
  })

  it('parse ∘ format is the identity on whole base units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 36 }),
        (v, d) => {
          expect(parseAmount(formatAmount(v, d, d), d)).toBe(v)
        },
      ),
    )
  })
})
