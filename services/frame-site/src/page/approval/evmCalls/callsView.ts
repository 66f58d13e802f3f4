import { type Address, formatEther } from 'viem'
import type { PlannedTransaction } from '../evmTransaction/planTransaction'
import type { NamedCall } from '../evmTransaction/transactionView'
import { transactionView } from '../evmTransaction/transactionView'
import type { ApprovalRow, ApprovalSection, ApprovalView } from '../view'

/** One call of a batch as it will be signed and sent, and what the frame could name of its data. */
export interface PlannedCall {
  readonly planned: PlannedTransaction
  readonly named: NamedCall | undefined
}

/** Rows the batch shows once, at its top, rather than in every call's section. */
const BATCH_WIDE = new Set<ApprovalRow['label']>(['network', 'from'])

const native = (label: ApprovalRow['label'], wei: bigint): ApprovalRow => ({
  label,
  value: formatEther(wei),
  valueText: 'nativeAmount',
})

/**
 * The one approval for a batch (EIP-5792 `wallet_sendCalls`), read from the very transactions then
 * signed: network, account and how the calls are sent; the total value and the most all the fees
 * can be; then, per call, a section "Call i of n" with the single transaction's rows (recipient,
 * value, data, nonce, gas, fees), followed by the token call it makes, named and flagged as for
 * `eth_sendTransaction`. A warning in any call is counted at the top, so a second call the app
 * hopes goes unread is announced before the first one is shown.
 */
export function callsView(calls: readonly PlannedCall[], from: Address): ApprovalView {
  const count = calls.length
  const perCall: ApprovalSection[][] = calls.map(({ planned, named }, index) => {
    const single = transactionView(planned, from, named)
    return [
      {
        heading: 'sendCallsCall',
        params: { index: index + 1, count },
        rows: single.rows.filter((row) => !BATCH_WIDE.has(row.label)),
      },
      ...(single.sections ?? []),
    ]
  })
  const warned = perCall.filter((sections) =>
    sections.some((section) => section.rows.some((row) => row.warning)),
  ).length
  const totalValue = calls.reduce((sum, { planned }) => sum + planned.value, 0n)
  const maxNetworkFee = calls.reduce((sum, { planned }) => sum + planned.maxNetworkFee, 0n)
  const chainId = calls[0]!.planned.chainId
  return {
    action: 'sendCalls',
    count,
    rows: [
      { label: 'network', value: `eip155:${chainId}` },
      { label: 'from', value: from },
      { label: 'sendCallsExecution', value: '', valueText: 'sendCallsOneByOne' },
      ...(warned === 0
        ? []
        : [
            {
              label: 'sendCallsWarnings',
              value: String(warned),
              warning: 'sendCallsWarningsBelow',
            } satisfies ApprovalRow,
          ]),
      native('sendCallsTotalValue', totalValue),
      native('sendCallsMaxNetworkFee', maxNetworkFee),
      native('sendCallsMaxTotal', totalValue + maxNetworkFee),
    ],
    sections: perCall.flat(),
  }
}
