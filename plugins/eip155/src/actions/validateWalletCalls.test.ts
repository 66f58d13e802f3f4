import { describe, expect, it } from 'vitest'
import { validateWalletCalls } from './validateWalletCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateWalletCalls (spec §5)', () => {
  it('accepts entries whose to starts with 0x, with or without 0x data', () => {
    expect(() =>
      validateWalletCalls([{ to }, { to, data: '0xa9059cbb' }, { to, data: '0x' }]),
    ).not.toThrow()
  })

  it('accepts a value as a hex quantity (leading zeros too) or a bigint', () => {
    expect(() =>
      validateWalletCalls([
        { to, value: '0x0' },
        { to, value: '0x0de0B6b3' },
        { to, value: 1n },
      ]),
    ).not.toThrow()
  })

  it.each([
    ['a to without 0x', [{ to: to.slice(2) }], 'Call 0: to must be a hex string starting with 0x'],
    [
      'a name as to',
      [{ to }, { to: 'vitalik.eth' }],
      'Call 1: to must be a hex string starting with 0x',
    ],
    ['a missing to', [{ data: '0x' }], 'Call 0: to must be a hex string starting with 0x'],
    [
      'data without 0x',
      [{ to, data: 'a9059cbb' }],
      'Call 0: data must be a hex string starting with 0x',
    ],
    [
      'a decimal value',
      [{ to, value: '1.5' }],
      'Call 0: value must be a hex string starting with 0x',
    ],
    [
      'a bare 0x value',
      [{ to, value: '0x' }],
      'Call 0: value must be a hex string starting with 0x',
    ],
    ['a numeric value', [{ to, value: 1 }], 'Call 0: value must be a hex string starting with 0x'],
  ])('refuses %s', (_, calls, message) => {
    expect(() => validateWalletCalls(calls)).toThrow(
      expect.objectContaining({ code: 'INVALID_WALLET_CALL', message }),
    )
  })

  // What an app's JSON-RPC may hold: the entry is refused by name, never crashes on it.
  it.each([
    ['null', null, 'call: null'],
    ['a number', 5, 'call: 5'],
    ['a string', '0x1', 'call: "0x1"'],
    ['an object with a bigint to', { to: 5n }, 'to: 5n'],
  ])('refuses an entry that is %s as having no to', (_, entry, details) => {
    expect(() => validateWalletCalls([{ to }, entry])).toThrow(
      expect.objectContaining({
        code: 'INVALID_WALLET_CALL',
        message: 'Call 1: to must be a hex string starting with 0x',
        details,
      }),
    )
  })
})
