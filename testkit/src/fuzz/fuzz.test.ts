import { createManualClock, LatchError } from '@latch/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  expectLinearTime,
  fuzz,
  hostileValue,
  isCleanError,
  measureGrowth,
  settleWithClock,
} from '.'

describe('isCleanError: what counts as a clean refusal', () => {
  it('a LatchError with its catalogue message is clean', () => {
    expect(isCleanError(new LatchError('INVALID_AMOUNT', { details: 'x' }))).toBe(true)
  })

  it('a runtime error, or "An error occurred" wrapping one, is a crash', () => {
    expect(isCleanError(new TypeError('x is not iterable'))).toBe(false)
    const wrapped = new LatchError('INTERNAL_SDK_ERROR', { cause: new TypeError('x') })
    expect(isCleanError(wrapped)).toBe(false)
    expect(isCleanError('a string')).toBe(false)
  })

  it('a named code keeping the runtime error it maps is clean (a malformed answer)', () => {
    const malformed = new LatchError('MALFORMED_RESPONSE', { cause: new SyntaxError('JSON') })
    expect(isCleanError(malformed)).toBe(true)
  })
})

describe('fuzz: every input sorted into returned, clean, crash or pending', () => {
  it('counts crashes without stopping, and keeps the first', async () => {
    const report = await fuzz(
      'half broken',
      fc.integer(),
      (n) => {
        if (n % 2) throw new TypeError(`odd ${n}`)
        if (n % 3 === 0) throw new LatchError('INVALID_AMOUNT')
        return n
      },
      { runs: 300 },
    )
    expect(report.tried).toBe(300)
    expect(report.returned + report.clean + report.crashes).toBe(300)
    expect(report.crashes).toBeGreaterThan(50)
    expect(report.clean).toBeGreaterThan(10)
    expect(report.firstCrash?.error).toMatch(/^TypeError: odd/)
  })

  it('awaits asynchronous entries; a promise left hanging counts as pending', async () => {
    const clock = createManualClock(0)
    const report = await fuzz(
      'sometimes hangs',
      fc.boolean(),
      (hang) =>
        hang
          ? new Promise(() => {})
          : new Promise((resolve) => clock.setTimeout(() => resolve('late'), 5000)),
      { runs: 50, settle: settleWithClock(clock, { steps: 10, realMs: 20 }) },
    )
    expect(report.pending + report.returned).toBe(50)
    expect(report.pending).toBeGreaterThan(0)
    expect(report.returned).toBeGreaterThan(0)
  })

  it('generates hostile values of every kind, reproducibly for a seed', () => {
    const sample = fc.sample(hostileValue(), { numRuns: 500, seed: 7 })
    const again = fc.sample(hostileValue(), { numRuns: 500, seed: 7 })
    expect(again.map((value) => fc.stringify(value))).toEqual(
      sample.map((value) => fc.stringify(value)),
    )
    const kinds = new Set(sample.map((value) => (value === null ? 'null' : typeof value)))
    for (const kind of ['string', 'number', 'object', 'undefined', 'boolean', 'bigint']) {
      expect(kinds).toContain(kind)
    }
  })
})

describe('expectLinearTime: growth as a ratio, never an absolute time', () => {
  it('passes a linear scan', () => {
    const growth = expectLinearTime(
      'indexOf',
      (text: string) => text.indexOf('x'),
      (n) => 'a'.repeat(n),
    )
    expect(growth.ratio).toBeLessThan(growth.bound)
  })

  it('catches a quadratic backtracking pattern (the parseAmount defect of issue 11)', () => {
    const quadratic = /^(\d+\.?\d*|\.\d+)$/
    const growth = measureGrowth(
      (text: string) => quadratic.test(text),
      (n) => `${'1'.repeat(n)}x`,
      // 64× the size: quadratic grows ×4,096, linear may reach ×512. At 32× (×1,024 against 256)
      // a busy machine once measured ×244.
      { small: 256, large: 16 * 1024 },
    )
    expect(growth.ratio).toBeGreaterThan(growth.bound)
  })
})
