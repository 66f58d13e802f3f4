import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { isLatchError } from '../errors/LatchError'
import { lazySchema } from './lazySchema'
import { parseOrThrow, type Schema } from './parse'

/** The details of the error `parseOrThrow(schema, input)` throws. */
function details(schema: Schema, input: unknown, root?: readonly string[]): string {
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

// The first paint's checks are valibot's, the lazy code's zod's: the app reads the same message
// whichever library checked its input.
describe('valibot issues in the spec’s words, as zod’s', () => {
  it.each([
    ['a: Required', v.object({ a: v.string() }), z.object({ a: z.string() }), {}],
    ['(root): Expected string received 1.5', v.string(), z.string(), 1.5],
    ['(root): Expected number received null', v.number(), z.number(), null],
    ['(root): Expected object received "x"', v.object({}), z.object({}), 'x'],
    ['(root): Expected array received object', v.array(v.string()), z.array(z.string()), {}],
    ['(root): Expected integer received 1.5', v.pipe(v.number(), v.integer()), z.int(), 1.5],
    [
      '(root): Expected >= 0 received -1',
      v.pipe(v.number(), v.minValue(0)),
      z.number().check(z.nonnegative()),
      -1,
    ],
    [
      '(root): Expected length >= 1 received length 0',
      v.pipe(v.string(), v.minLength(1)),
      z.string().check(z.minLength(1)),
      '',
    ],
    [
      '(root): Expected length <= 1 received length 2',
      v.pipe(v.array(v.number()), v.maxLength(1)),
      z.array(z.number()).check(z.maxLength(1)),
      [1, 2],
    ],
    ['(root): Invalid enum value', v.picklist(['a', 'b']), z.enum(['a', 'b']), 'c'],
    [
      '(root): Invalid input',
      v.union([v.string(), v.number()]),
      z.union([z.string(), z.number()]),
      true,
    ],
    [
      '(root): Invalid input',
      v.pipe(v.string(), v.regex(/^0x/)),
      z.string().check(z.regex(/^0x/)),
      '1',
    ],
    [
      '(root): Expected hex received "1"',
      v.pipe(v.string(), v.regex(/^0x/, 'hex')),
      z.string().check(z.regex(/^0x/, 'hex')),
      '1',
    ],
    [
      'a: Unrecognized key(s): x',
      v.object({ a: v.strictObject({}) }),
      z.object({ a: z.strictObject({}) }),
      { a: { x: 1 } },
    ],
    [
      '(root): Expected a CAIP-2 namespace',
      v.custom(() => false, 'Expected a CAIP-2 namespace'),
      z.custom(() => false, { message: 'Expected a CAIP-2 namespace' }),
      'x',
    ],
    ['(root): Invalid input', v.custom(() => false), z.custom(() => false), 'x'],
    [
      'list: Duplicate entries',
      v.object({
        list: v.pipe(
          v.array(v.string()),
          v.check(() => false, 'Duplicate entries'),
        ),
      }),
      z.object({
        list: z.array(z.string()).check(z.refine(() => false, { message: 'Duplicate entries' })),
      }),
      { list: ['a'] },
    ],
  ] as const)('%s', (message, valibot, zod, input) => {
    expect(details(valibot, input)).toBe(message)
    expect(details(zod, input)).toBe(message)
  })

  it('starts paths with root and lists every issue', () => {
    const schema = v.object({ a: v.number(), b: v.array(v.string()) })
    expect(details(schema, { a: 'x', b: [1] }, ['params'])).toBe(
      'params.a: Expected number received "x"; params.b.0: Expected string received 1',
    )
  })

  it('is not swayed by the messages an app sets for valibot', () => {
    v.setGlobalMessage('Oops')
    v.setSchemaMessage('Wrong type')
    v.setSpecificMessage(v.check, 'Nope')
    try {
      expect(details(v.string(), 1)).toBe('(root): Expected string received 1')
      expect(
        details(
          v.custom(() => false),
          'x',
        ),
      ).toBe('(root): Invalid input')
      expect(
        details(
          v.pipe(
            v.string(),
            v.check(() => false),
          ),
          'x',
        ),
      ).toBe('(root): Invalid input')
    } finally {
      v.deleteGlobalMessage()
      v.deleteSchemaMessage()
      v.deleteSpecificMessage(v.check)
    }
  })

  it('returns what the schema outputs', () => {
    expect(parseOrThrow(v.pipe(v.string(), v.trim()), ' a ')).toBe('a')
  })
})
