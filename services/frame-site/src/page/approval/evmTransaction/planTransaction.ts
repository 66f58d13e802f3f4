import type { Address, Client, Hex, TransactionSerializable } from 'viem'
import { estimateFeesPerGas, estimateGas, getTransactionCount } from 'viem/actions'
import { FrameError } from '../../errors'

/**
 * How far above the frame's own estimate a host's gas limit may go. Contracts whose gas use
 * depends on state, and apps that pad estimates (commonly 20–100 %), stay well inside 3×; a
 * limit set to drain the account on fees does not.
 */
export const MAX_GAS_OVER_ESTIMATE = 3n
/**
 * How far above the frame's estimate of the fee per gas (viem's: the latest base fee × 1.2 plus the
 * priority fee) a host's maxFeePerGas or gasPrice may go. The base fee can grow 12.5 % a block, so
 * 3× covers the ~8 full blocks a quick app's own estimate may be behind; 100× is a fee attack.
 */
export const MAX_FEE_OVER_ESTIMATE = 3n

/** What the host asked to send; the fields it left out the frame fills in. */
export interface TransactionAsked {
  readonly to?: Address
  readonly value?: bigint
  readonly data?: Hex
  readonly gas?: bigint
  readonly nonce?: bigint
  readonly gasPrice?: bigint
  readonly maxFeePerGas?: bigint
  readonly maxPriorityFeePerGas?: bigint
}

export type FeesPerGas =
  | { readonly maxFeePerGas: bigint; readonly maxPriorityFeePerGas: bigint }
  | { readonly gasPrice: bigint }

/** The transaction as it will be shown, signed and sent: every field fixed before the approval. */
export interface PlannedTransaction {
  readonly chainId: number
  readonly to?: Address
  readonly value: bigint
  readonly data?: Hex
  readonly nonce: number
  readonly gas: bigint
  readonly fees: FeesPerGas
  /** The account's next nonce (pending), to flag a host's other one. */
  readonly nextNonce: number
  /** The most the network fee can be: gas limit × max fee (or gas price) per gas. */
  readonly maxNetworkFee: bigint
}

const invalid = (message: string) => new FrameError(message, -32602)

/** The chain's fees per gas now: EIP-1559's where the chain has a base fee, else a gas price. */
export async function feesNow(client: Client): Promise<FeesPerGas> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(client, {
      chain: null,
    })
    return { maxFeePerGas, maxPriorityFeePerGas }
  } catch (error) {
    // Only a chain without EIP-1559 falls back; a node that fails, fails the request.
    if ((error as Error).name !== 'Eip1559FeesNotSupportedError') throw error
    const { gasPrice } = await estimateFeesPerGas(client, { chain: null, type: 'legacy' })
    return { gasPrice }
  }
}

/**
 * Estimates gas, fees and nonce in the frame, before anything is shown; takes the host's where it
 * gave them, within {@link MAX_GAS_OVER_ESTIMATE} and {@link MAX_FEE_OVER_ESTIMATE} of the frame's
 * estimates, and refuses them beyond (-32602, nothing signed).
 */
export async function planTransaction(
  client: Client,
  account: Address,
  chainId: number,
  asked: TransactionAsked,
): Promise<PlannedTransaction> {
  if (
    asked.gasPrice !== undefined &&
    (asked.maxFeePerGas !== undefined || asked.maxPriorityFeePerGas !== undefined)
  ) {
    throw invalid('Cannot set both gasPrice and maxFeePerGas/maxPriorityFeePerGas')
  }
  const value = asked.value ?? 0n
  const base = { to: asked.to, value, data: asked.data }
  const [nextNonce, estimatedGas, estimatedFees] = await Promise.all([
    getTransactionCount(client, { address: account, blockTag: 'pending' }),
    estimateGas(client, { account, ...base }),
    feesNow(client),
  ])

  const gas = asked.gas ?? estimatedGas
  if (gas > estimatedGas * MAX_GAS_OVER_ESTIMATE) {
    throw invalid(
      `The gas limit ${gas} is more than ${MAX_GAS_OVER_ESTIMATE}× the estimate ${estimatedGas}`,
    )
  }
  const feeCeiling =
    ('maxFeePerGas' in estimatedFees ? estimatedFees.maxFeePerGas : estimatedFees.gasPrice) *
    MAX_FEE_OVER_ESTIMATE
  const fees = ((): FeesPerGas => {
    if (asked.gasPrice !== undefined) return { gasPrice: asked.gasPrice }
    if (asked.maxFeePerGas === undefined && asked.maxPriorityFeePerGas === undefined) {
      return estimatedFees
    }
    const estimatedMax =
      'maxFeePerGas' in estimatedFees ? estimatedFees.maxFeePerGas : estimatedFees.gasPrice
    const estimatedTip =
      'maxFeePerGas' in estimatedFees ? estimatedFees.maxPriorityFeePerGas : estimatedFees.gasPrice
    const maxFeePerGas = asked.maxFeePerGas ?? estimatedMax
    const maxPriorityFeePerGas =
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
      asked.maxPriorityFeePerGas ?? (estimatedTip > maxFeePerGas ? maxFeePerGas : estimatedTip)
    if (maxPriorityFeePerGas > maxFeePerGas) {
      throw invalid('maxPriorityFeePerGas cannot be more than maxFeePerGas')
    }
    return { maxFeePerGas, maxPriorityFeePerGas }
  })()
  const perGas = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas
  if (perGas > feeCeiling) {
    throw invalid(
      `The fee per gas ${perGas} is more than ${MAX_FEE_OVER_ESTIMATE}× the estimate ${feeCeiling / MAX_FEE_OVER_ESTIMATE}`,
    )
  }
  const nonce = asked.nonce === undefined ? nextNonce : Number(asked.nonce)
  if (!Number.isSafeInteger(nonce)) throw invalid('The nonce is out of range')
  return {
    chainId,
    ...(asked.to === undefined ? {} : { to: asked.to }),
    value,
    ...(asked.data === undefined ? {} : { data: asked.data }),
    nonce,
    gas,
    fees,
    nextNonce,
    maxNetworkFee: gas * perGas,
  }
}

/** The planned transaction as viem signs it: exactly the fields the approval showed, no others. */
export function toSerializable(planned: PlannedTransaction): TransactionSerializable {
  const { chainId, to, value, data, nonce, gas, fees } = planned
  const common = { chainId, to, value, data, nonce, gas }
  return 'gasPrice' in fees
    ? { ...common, type: 'legacy', gasPrice: fees.gasPrice }
    : {
        ...common,
        type: 'eip1559',
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      }
}
