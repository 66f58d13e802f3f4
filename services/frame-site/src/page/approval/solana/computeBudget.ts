import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  ComputeBudgetInstruction,
  identifyComputeBudgetInstruction,
  MAX_COMPUTE_UNIT_LIMIT,
  parseRequestHeapFrameInstruction,
  parseSetComputeUnitLimitInstruction,
  parseSetComputeUnitPriceInstruction,
  parseSetLoadedAccountsDataSizeLimitInstruction,
} from '@solana-program/compute-budget'
import type { ApprovalRow } from '../view'
import type { MessageInstruction, SolanaMessage } from './message'
import { notDecodedRow } from './programs'
import { sol } from './rows'

/** The runtime's fee per signature, and its compute units per instruction without a limit. */
const LAMPORTS_PER_SIGNATURE = 5_000n
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

/** A Compute Budget instruction's setting, decoded by its client. */
export function computeBudgetRows(instruction: MessageInstruction): ApprovalRow[] {
  switch (identifyComputeBudgetInstruction(instruction)) {
    case ComputeBudgetInstruction.SetComputeUnitLimit: {
      const { units } = parseSetComputeUnitLimitInstruction(instruction).data
      return [{ label: 'solanaComputeUnitLimit', value: String(units) }]
    }
    case ComputeBudgetInstruction.SetComputeUnitPrice: {
      const { microLamports } = parseSetComputeUnitPriceInstruction(instruction).data
      return [
        {
          label: 'solanaComputeUnitPrice',
          value: String(microLamports),
          valueText: 'solanaMicroLamportsPerUnit',
        },
      ]
    }
    case ComputeBudgetInstruction.RequestHeapFrame: {
      const { bytes } = parseRequestHeapFrameInstruction(instruction).data
      return [{ label: 'solanaHeapFrame', value: String(bytes) }]
    }
    case ComputeBudgetInstruction.SetLoadedAccountsDataSizeLimit: {
      const { accountDataSizeLimit } =
        parseSetLoadedAccountsDataSizeLimitInstruction(instruction).data
      return [{ label: 'solanaLoadedDataLimit', value: String(accountDataSizeLimit) }]
    }
    default:
      return [notDecodedRow(instruction.programAddress)]
  }
}

/**
 * What the fee payer pays at most: the priority fee (the unit price times the unit limit, the
 * runtime's default limit when none is set) and the network fee (that plus 5,000 lamports per
 * signature). An upper bound: the runtime now gives built-in programs a smaller default limit.
 */
export function feeRows(message: SolanaMessage): ApprovalRow[] {
  let price = 0n
  let limit: number | undefined
  let others = 0
  for (const instruction of message.instructions) {
    if (instruction.programAddress !== COMPUTE_BUDGET_PROGRAM_ADDRESS) {
      others += 1
      continue
    }
    const kind = identifyComputeBudgetInstruction(instruction)
    // A second setting of the same kind fails the transaction; the larger one bounds the fee.
    if (kind === ComputeBudgetInstruction.SetComputeUnitPrice) {
      const { microLamports } = parseSetComputeUnitPriceInstruction(instruction).data
      if (microLamports > price) price = microLamports
    } else if (kind === ComputeBudgetInstruction.SetComputeUnitLimit) {
      const { units } = parseSetComputeUnitLimitInstruction(instruction).data
      limit = Math.max(limit ?? 0, units)
    }
  }
  const units = BigInt(
    Math.min(limit ?? others * DEFAULT_UNITS_PER_INSTRUCTION, MAX_COMPUTE_UNIT_LIMIT),
  )
  // Rounded up, as the runtime does.
  const priority = (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  const total = priority + LAMPORTS_PER_SIGNATURE * BigInt(message.signatureCount)
  return [
    ...(price > 0n
      ? [{ label: 'solanaPriorityFee', value: sol(priority), valueText: 'solanaUpToSol' } as const]
      : []),
    { label: 'solanaNetworkFee', value: sol(total), valueText: 'solanaUpToSol' },
  ]
}
