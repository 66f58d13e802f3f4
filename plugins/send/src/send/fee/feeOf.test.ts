import { describe, expect, it } from 'vitest'
import { exampleNetwork } from '../../test/tokens'
import { feeOf } from './feeOf'

describe('a fee as the Send form shows it', () => {
  it('keeps base units as a decimal string (state stays plain) with the currency', () => {
    expect(feeOf(21_000_000_000_000n, exampleNetwork, undefined)).toEqual({
      value: '21000000000000',
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it('adds its USD value at the native token’s price', () => {
    expect(feeOf(5n * 10n ** 15n, exampleNetwork, 3000).usd).toBeCloseTo(15, 10)
  })

  it('has no USD value without a price (0 is none)', () => {
    expect(feeOf(10n ** 15n, exampleNetwork, 0)).not.toHaveProperty('usd')
  })
})
