import fc from 'fast-check'

/** Keys that reach `Object.prototype` (or rewrite it) when used on a plain record. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
] as const

/**
 * Strings a hostile caller sends: any unicode, control and bidi characters, prototype keys,
 * near-valid numbers and ids, and long ones (up to a few thousand characters; linear time on far
 * longer input is `expectLinearTime`'s job).
 */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      ...PROTOTYPE_KEYS,
      '',
      ' ',
      '0x',
      '0x0',
      '1e9',
      '1.5',
      '-1',
      'NaN',
      'Infinity',
      '\u0000',
      '\u202e',
      'eip155:1',
      'eip155:1:0x',
      'solana:',
      'a'.repeat(4096),
      '🏳️‍🌈'.repeat(64),
    ),
    fc.stringMatching(/^[0-9a-fA-Fx:.\-_ ]{0,48}$/),
    fc.string({ minLength: 500, maxLength: 3000 }),
  )
}

/** Numbers that break arithmetic and parsers: NaN, infinities, -0, fractions, unsafe integers. */
export function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0.5, 2 ** 53 + 2, -(2 ** 31), 1e308),
  )
}

/** Any value at all, weighted towards what breaks code: wrong types, prototype keys, odd objects. */
export function hostileValue(): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_KEYS))
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.anything({
        key,
        withBigInt: true,
        withNullPrototype: true,
        withBoxedValues: true,
        withSparseArray: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
      }),
    },
    hostileString(),
    hostileNumber(),
    fc.constantFrom(
      null,
      undefined,
      true,
      false,
      {},
      [],
      () => {},
      Symbol('hostile'),
      new Date(Number.NaN),
    ),
    fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), fc.anything(), { maxKeys: 3 }),
  )
}

/**
 * A params object as a caller might send it: some of the `keys` the callee reads (so validation
 * past the first field is reached), prototype keys and strangers, each with a hostile value.
 */
export function hostileRecord(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const name = keys.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...keys) },
        fc.constantFrom(...PROTOTYPE_KEYS),
        fc.string(),
      )
    : fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string())
  return fc.dictionary(name, hostileValue(), { maxKeys: 6 })
}
