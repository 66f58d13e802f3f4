import { LatchError, type Network, type TokenBalance } from '@latch/core'
import { balanceOf, isNative } from '../amounts'

/**
 * The most of `token` a send can take, in base units: the whole balance; of the native currency,
 * the balance less the fee ('Insufficient funds' when the fee is more).
 */
export function maxAmount(token: TokenBalance, fee: bigint, network: Network): bigint {
  const balance = balanceOf(token)
  if (!isNative(token)) return balance
  const max = balance - fee
  if (max <= 0n) {
    throw new LatchError('INSUFFICIENT_FUNDS', {
      details: `The fee is more than the ${network.nativeCurrency.symbol} balance`,
    })
  }
  return max
}
