import { maxUint256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { validateTransaction } from './validateTransaction'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateTransaction (spec §5)', () => {
  it('accepts a transaction with EIP-1559 fees, one with a gas price, and one without fees', () => {
    expect(() =>
      validateTransaction({ account, to, maxFeePerGas: 3n, maxPriorityFeePerGas: 3n }),
    ).not.toThrow()
    expect(() => validateTransaction({ account, to, gasPrice: 2n })).not.toThrow()
    expect(() => validateTransaction({ account, to: null })).not.toThrow()
    expect(() =>
      validateTransaction({
        account: privateKeyToAccount(
          '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
        ),
        to: to.toLowerCase() as `0x${string}`,
        maxFeePerGas: maxUint256,
      }),
    ).not.toThrow()
  })

  it.each([
    ['an account that is not an address', { account: '0x1234', to }, '0x1234'],
    [
      'a recipient with a wrong checksum',
      { account, to: to.replace('C5', 'c5') },
      to.replace('C5', 'c5'),
    ],
  ] as const)('refuses %s', (_, transaction, address) => {
    expect(() => validateTransaction(transaction as never)).toThrow(
      expect.objectContaining({
        code: 'INVALID_ADDRESS',
        message: `Address ${address} is invalid`,
      }),
    )
  })

  it.each([
    ['maxFeePerGas', { maxFeePerGas: 1n }],
    ['maxPriorityFeePerGas', { maxPriorityFeePerGas: 1n }],
  ])('refuses a gas price combined with %s', (_, fees) => {
    expect(() => validateTransaction({ account, to, gasPrice: 1n, ...fees })).toThrow(
      expect.objectContaining({
        code: 'FEE_CONFLICT',
        message: 'A gas price cannot be combined with a max fee or priority fee per gas',
      }),
    )
  })

  it('refuses a max fee above 2^256 − 1', () => {
    expect(() => validateTransaction({ account, to, maxFeePerGas: maxUint256 + 1n })).toThrow(
      expect.objectContaining({ code: 'FEE_CAP_TOO_HIGH' }),
    )
  })

  it('refuses a priority fee above the max fee, and accepts one equal to it', () => {
    expect(() =>
      validateTransaction({ account, to, maxFeePerGas: 10n, maxPriorityFeePerGas: 11n }),
    ).toThrow(
      expect.objectContaining({
        code: 'TIP_ABOVE_FEE_CAP',
        message: 'The priority fee is higher than the max fee',
      }),
    )
    expect(() =>
      validateTransaction({ account, to, maxFeePerGas: 10n, maxPriorityFeePerGas: 10n }),
    ).not.toThrow()
  })
})
