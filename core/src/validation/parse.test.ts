import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { isLatchError } from '../errors/LatchError'
import { lazySchema } from './lazySchema'
import { parseOrThrow } from './parse'

/** The details of the error `parseOrThrow(schema, input)` throws. */
function details(schema: z.ZodMiniType, input: unknown, root?: readonly string[]): string {
  try {
    parseOrThrow(schema, input, 'INVALID_INPUT', root)
  } catch (error) {
    if (isLatchError(error, 'INVALID_INPUT')) return error.details ?? ''
    throw error
  }
  throw new Error('parsed')
}

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    expect(parseOrThrow(z.object({ a: z.number() }), { a: 1 })).toEqual({ a: 1 })
  })

  it('throws the code given, its catalogue message for users and every issue as data', () => {
    const schema = z.object({ a: z.number(), b: z.string() })
    expect(() => parseOrThrow(schema, { a: 'x' }, 'INVALID_OPTIONS')).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        message: 'Invalid options',
        details: 'a: Expected number received "x"; b: Required',
        data: [
          { path: 'a', message: 'Expected number received "x"' },
          { path: 'b', message: 'Required' },
        ],
      }),
    )
  })

  it('starts paths with root, and names the input itself (root)', () => {
    expect(details(z.tuple([z.string()]), [1], ['params'])).toBe(
      'params.0: Expected string received 1',
    )
    expect(details(z.string(), 1)).toBe('(root): Expected string received 1')
  })

  it.each([
    ['Expected string received 1.5', z.string(), 1.5],
    ['Expected string received NaN', z.string(), Number.NaN],
    ['Expected string received 5n', z.string(), 5n],
    [`Expected number received "${'x'.repeat(64)}"`, z.number(), 'x'.repeat(64)],
    ['Expected number received string', z.number(), 'x'.repeat(65)],
    ['Expected number received null', z.number(), null],
    ['Expected number received array', z.number(), [1]],
    ['Expected number received object', z.number(), {}],
    ['Expected integer received 1.5', z.int(), 1.5],
    ['Expected >= 0 received -1', z.number().check(z.nonnegative()), -1],
    ['Expected > 0 received 0', z.number().check(z.positive()), 0],
    ['Expected <= 10 received 11', z.number().check(z.lte(10)), 11],
    ['Expected > 0n received 0n', z.bigint().check(z.gt(0n)), 0n],
    ['Expected multiple of 5 received 7', z.number().check(z.multipleOf(5)), 7],
    ['Expected length >= 1 received length 0', z.string().check(z.minLength(1)), ''],
    ['Expected length <= 1 received length 2', z.array(z.number()).check(z.maxLength(1)), [1, 2]],
    ['Expected length = 2 received length 3', z.string().check(z.length(2)), 'abc'],
    ['Expected hex received "1"', z.string().check(z.regex(/^0x/, 'hex')), '1'],
  ] as const)('%s', (message, schema, input) => {
    expect(details(schema, input)).toBe(`(root): ${message}`)
  })

  it('keeps the spec messages where nothing more is known', () => {
    expect(details(z.object({ a: z.string() }), {})).toBe('a: Required')
    expect(details(z.email(), 'someone@')).toBe('(root): Invalid email')
    expect(details(z.url(), 'nope')).toBe('(root): Invalid input')
    expect(details(z.string().check(z.regex(/^0x/)), '1')).toBe('(root): Invalid input')
    expect(details(z.enum(['a', 'b']), 'c')).toBe('(root): Invalid enum value')
    expect(details(z.union([z.string(), z.number()]), true)).toBe('(root): Invalid input')
    expect(details(z.strictObject({}), { x: 1 })).toBe('(root): Unrecognized key(s): x')
    const refined = z.string().check(z.refine((s) => s === 'a', { message: 'Expected a' }))
    expect(details(refined, 'b')).toBe('(root): Expected a')
  })

  it('is not swayed by a zod locale the app installs', () => {
    z.config(z.locales.en())
    try {
      expect(details(z.url(), 'nope')).toBe('(root): Invalid input')
      expect(details(z.string().check(z.regex(/^0x/)), '1')).toBe('(root): Invalid input')
      expect(
        details(
          z.custom(() => false),
          1,
        ),
      ).toBe('(root): Invalid input')
    } finally {
      z.config({ localeError: undefined })
    }
  })
})

describe('lazySchema', () => {
  it('is built on the first parse, once, and parses as the schema itself', () => {
    let built = 0
    const loading = lazySchema(() => {
      built++
      return z.object({ loading: z.boolean() })
    })
    expect(built).toBe(0)
    expect(parseOrThrow(loading, { loading: true })).toEqual({ loading: true })
    expect(() => parseOrThrow(loading, { loading: 'yes' })).toThrow('Invalid input')
    expect(built).toBe(1)
  })
})
