import type fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type FuzzOptions, fuzz } from './fuzz'
import { expectLinearTime, type GrowthOptions } from './linearTime'

/** One public entry under fuzzing: what it takes, how to call it, how its input grows. */
export interface FuzzEntry<T> {
  name: string
  input: fc.Arbitrary<T>
  call: (input: T) => unknown
  /** An input of `size` units, for the linear-time check (entries that take text or lists). */
  grow?: (size: number) => T
  /** The sizes compared (default 1 Ki and 256 Ki) and the slack, for an entry that needs others. */
  growth?: GrowthOptions
  options?: FuzzOptions
}

/** Types one entry (its input and call agree) for `describeFuzz`'s list. */
export const fuzzEntry = <T>(entry: FuzzEntry<T>): FuzzEntry<unknown> => entry as FuzzEntry<unknown>

/**
 * Vitest tests for each entry: every generated input returns or is refused with a LatchError
 * (`fuzz`), and, given `grow`, the time grows linearly from 1 Ki to 256 Ki.
 *
 * @example
 * describeFuzz([
 *   fuzzEntry({ name: 'parseAmount', input: fc.tuple(hostileValue(), fc.nat(30)), call: ([v, d]) => parseAmount(v, d) }),
 * ])
 */
export function describeFuzz(entries: readonly FuzzEntry<unknown>[]): void {
  describe.each(entries)('$name on hostile input', (entry) => {
    it('returns or refuses with a LatchError, never hangs', async () => {
      const report = await fuzz(entry.name, entry.input, entry.call, entry.options)
      expect(report.crashes, `${report.firstCrash?.error} on ${report.firstCrash?.input}`).toBe(0)
      expect(report.pending, 'calls left pending').toBe(0)
    })
    const { grow } = entry
    if (grow) {
      it('takes linear time', () => {
        expectLinearTime(entry.name, entry.call, grow, entry.growth)
      })
    }
  })
}
