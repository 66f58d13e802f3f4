import { type Address, formatEther, formatGwei } from 'viem'
import type { ApprovalRow, ApprovalView } from '../view'
import { type TokenCall, tokenCallSection } from './calldata'
import type { PlannedTransaction } from './planTransaction'

/** The call the data makes, when the frame could name it, and whether its contract is an NFT. */
export interface NamedCall {
  readonly call: TokenCall
  readonly nft: boolean
}

const native = (label: ApprovalRow['label'], wei: bigint): ApprovalRow => ({
  label,
  value: formatEther(wei),
  valueText: 'nativeAmount',
})
const gwei = (label: ApprovalRow['label'], wei: bigint): ApprovalRow => ({
  label,
  value: formatGwei(wei),
  valueText: 'txGwei',
})

/**
 * The approval for a transaction, read from the very object that is then signed: recipient, value,
 * the token call named (or the data's hex, marked as not decoded), nonce, gas limit, fees per gas,
 * and the most it can cost (network fee, and with the value), in the native token, the fee also
 * in US dollars when the frame has the token's price (the Data API's, `rpc/nativeUsdPrice.ts`).
 */
/** An amount of the native token in US dollars, cents rounded up (a fee shown never below). */
const usd = (label: 'txMaxNetworkFeeUsd', wei: bigint, price: number): ApprovalRow => {
  const dollars = Number(formatEther(wei)) * price
  const cents = Math.ceil(dollars * 100)
  return {
    label,
    value: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      cents / 100,
    ),
  }
}

export function transactionView(
  planned: PlannedTransaction,
  from: Address,
  named: NamedCall | undefined,
  /** The native token's price in USD (the Data API's), when the frame has one. */
  usdPrice?: number,
): ApprovalView {
  const { data, fees } = planned
  const hasData = data !== undefined && data !== '0x'
  const dataRow: ApprovalRow = !hasData
    ? { label: 'data', value: '', valueText: 'none' }
    : named || planned.to === undefined
      ? { label: 'data', value: data }
      : { label: 'data', value: data, warning: 'txNotDecoded' }
  const nonce: ApprovalRow =
    planned.nonce === planned.nextNonce
      ? { label: 'txNonce', value: String(planned.nonce) }
      : { label: 'txNonce', value: String(planned.nonce), warning: 'txNonceNotNext' }
  return {
    action: 'sendTransaction',
    rows: [
      planned.to
        ? { label: 'to', value: planned.to }
        : { label: 'to', value: '', valueText: 'newContract' },
      native('value', planned.value),
      dataRow,
      { label: 'network', value: `eip155:${planned.chainId}` },
      { label: 'from', value: from },
      nonce,
      { label: 'txGasLimit', value: String(planned.gas) },
      ...('gasPrice' in fees
        ? [gwei('txGasPrice', fees.gasPrice)]
        : [
            gwei('txMaxFeePerGas', fees.maxFeePerGas),
            gwei('txPriorityFeePerGas', fees.maxPriorityFeePerGas),
          ]),
      native('txMaxNetworkFee', planned.maxNetworkFee),
      ...(usdPrice === undefined
        ? []
        : [usd('txMaxNetworkFeeUsd', planned.maxNetworkFee, usdPrice)]),
      native('txMaxTotal', planned.value + planned.maxNetworkFee),
    ],
    ...(named ? { sections: [tokenCallSection(named.call, named.nft)] } : {}),
  }
}
