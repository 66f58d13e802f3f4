import { formatAmount, type Network } from '@latch/core'
import type { SendFee } from '../../state'

/** A fee in the network's native currency (base units), and in USD at `price` when there is one. */
export function feeOf(value: bigint, network: Network, price: number | undefined): SendFee {
  const { decimals, symbol } = network.nativeCurrency
  const fee: SendFee = { value: value.toString(), decimals, symbol }
  if (price) fee.usd = Number(formatAmount(value, decimals, decimals)) * price
  return fee
}
