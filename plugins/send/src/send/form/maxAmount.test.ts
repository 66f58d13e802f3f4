import { describe, expect, it } from 'vitest'
import { ether, exampleNetwork, usdc } from '../../test/tokens'
import { maxAmount } from './maxAmount'

describe('the most a send can take', () => {
  it("is a token's whole balance: the fee is paid in the native currency", () => {
    expect(maxAmount(usdc('12.5'), 10n ** 18n, exampleNetwork)).toBe(12_500_000n)
  })

  it('is the native balance less the fee', () => {
    expect(maxAmount(ether('1'), 21_000n * 10n ** 9n, exampleNetwork)).toBe(
      10n ** 18n - 21_000_000_000_000n,
    )
  })

  it("is 'Insufficient funds' when the fee takes the whole native balance", () => {
    expect(() => maxAmount(ether('0.000001'), 10n ** 12n, exampleNetwork)).toThrow(
      expect.objectContaining({
        code: 'INSUFFICIENT_FUNDS',
        details: 'The fee is more than the ETH balance',
      }),
    )
  })
})
