import {
  BaseError,
  type Chain,
  type Client,
  decodeErrorResult,
  type Hex,
  isHex,
  type TransactionReceipt,
  type Transport,
} from 'viem'
import { call, getTransaction } from 'viem/actions'

export type ReadRevertReasonParameters = { receipt: TransactionReceipt }
/** The decoded reason, or undefined when the contract gave none (or the call no longer fails). */
export type ReadRevertReasonReturnType = string | undefined

/** The revert data a node attached to a failed call, found anywhere in viem's cause chain. */
function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const withData = error.walk((cause) => {
    const data = (cause as { data?: unknown }).data
    return isHex(data) || isHex((data as { data?: unknown } | undefined)?.data)
  }) as { data?: Hex | { data?: Hex } } | null
  const data = withData?.data
  return typeof data === 'object' ? data.data : data
}

/**
 * Why a mined transaction reverted: a receipt carries no reason, so the transaction is run again
 * with viem's `call` at the receipt's block (without fees, so the sender's gas money is not what
 * fails) and the revert data is decoded with viem: `Error(string)` gives its message,
 * `Panic(uint256)` its code. Undefined when the contract gave no reason or the call now succeeds.
 *
 * @example
 * const reason = await readRevertReason(client, { receipt }) // 'ERC20: insufficient balance'
 */
export async function readRevertReason(
  client: Client<Transport, Chain | undefined>,
  { receipt }: ReadRevertReasonParameters,
): Promise<ReadRevertReasonReturnType> {
  const transaction = await getTransaction(client, { hash: receipt.transactionHash })
  try {
    await call(client, {
      account: transaction.from,
      to: transaction.to,
      data: transaction.input,
      value: transaction.value,
      gas: transaction.gas,
      blockNumber: receipt.blockNumber,
    })
    return undefined
  } catch (error) {
    const data = revertData(error)
    if (!data || data === '0x') return undefined
    try {
      const decoded = decodeErrorResult({ data })
      const [first] = decoded.args ?? []
      return decoded.errorName === 'Panic' ? `Panic(${String(first)})` : String(first)
    } catch {
      // Custom errors need the contract's ABI, which a wallet transaction does not come with.
      return undefined
    }
  }
}
