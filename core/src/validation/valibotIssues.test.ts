import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { isLatchError } from '../errors/LatchError'
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
