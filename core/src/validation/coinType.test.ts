import { describe, expect, it } from 'vitest'
import { coinTypeForChainId } from './coinType'

describe('coinTypeForChainId', () => {
  it('coin type: ENSIP-11, a chain id of 2^31 or more is invalid', () => {
    expect(coinTypeForChainId(1)).toBe(60n)
    expect(coinTypeForChainId(8453)).toBe(BigInt((0x80000000 | 8453) >>> 0))
    expect(coinTypeForChainId(2 ** 31 - 1)).toBe(BigInt(2 ** 32 - 1))
    for (const bad of [2 ** 31, 2 ** 40, -1, 1.5, Number.NaN]) {
      expect(() => coinTypeForChainId(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_COIN_TYPE_CHAIN_ID' }),
      )
    }
  })
})
