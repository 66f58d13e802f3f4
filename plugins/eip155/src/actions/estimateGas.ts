import type { Account, Address, Chain, Client, Hex, Transport } from 'viem'
import { estimateFeesPerGas, estimateGas as viemEstimateGas } from 'viem/actions'
import { GAS_FEE_MULTIPLIER } from '../constants'
import { mapNodeError } from './mapNodeError'

export type EstimateGasParameters = {
  account: Address | Account
  to?: Address | undefined
  data?: Hex | undefined
  value?: bigint | undefined
}

/** The gas limit and the EIP-1559 fees to offer. */
export type EstimateGasReturnType = {
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/**
 * Estimates a transaction's gas limit and fees (spec §9, gas fee multiplier 1.2).
 *
 * The multiplier applies to the fees, not to the limit. The base fee can rise by 12.5 % a block
 * before the transaction is included, so the max fee is `baseFee × 1.2 + priority fee`, computed
 * by viem's `estimateFeesPerGas` with `fees.baseFeeMultiplier` set to GAS_FEE_MULTIPLIER. The
 * priority fee is the node's suggestion as is: raising it would only pay validators more. The gas
 * limit is the node's `eth_estimateGas`, already what the transaction needs on the current state.
 * Every chain Latch supports prices gas with EIP-1559; one that does not fails with viem's error.
 * Node errors are mapped to `LatchError`s (e.g. EXECUTION_REVERTED with the reason in details).
 *
 * @example
 * const { gas, maxFeePerGas, maxPriorityFeePerGas } = await estimateGas(client, {
 *   account: '0xf39F…', to: '0x7099…', value: parseEther('1'),
 * })
 */
export async function estimateGas(
  client: Client<Transport, Chain>,
  parameters: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  const chain: Chain = {
    ...client.chain,
    fees: { ...client.chain.fees, baseFeeMultiplier: GAS_FEE_MULTIPLIER },
  }
  try {
    const [gas, fees] = await Promise.all([
      viemEstimateGas(client, parameters),
      estimateFeesPerGas(client, { chain }),
    ])
    return {
      gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    }
  } catch (error) {
    throw mapNodeError(error)
  }
}
