import { describe, expect, it } from 'vitest'
import { validateWalletCalls } from './validateWalletCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateWalletCalls (spec §5)', () => {
  it('accepts entries whose to starts with 0x, with or without 0x data', () => {
    expect(() =>
      validateWalletCalls([{ to }, { to, data: '0xa9059cbb' }, { to, data: '0x' }]),
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
  ])('refuses %s', (_, calls, message) => {
    expect(() => validateWalletCalls(calls)).toThrow(
      expect.objectContaining({ code: 'INVALID_WALLET_CALL', message }),
    )
  })
})
