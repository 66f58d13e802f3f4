import type { CompiledTransactionMessage } from '@solana/kit'
import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  ComputeBudgetInstruction,
  getSetComputeUnitLimitInstructionDataDecoder,
  getSetComputeUnitPriceInstructionDataDecoder,
  identifyComputeBudgetInstruction,
  MAX_COMPUTE_UNIT_LIMIT,
} from '@solana-program/compute-budget'

/** The base fee of every signature, as on mainnet. */
export const LAMPORTS_PER_SIGNATURE = 5_000n

const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

// Without a SetComputeUnitLimit, the runtime reserves this much per instruction (SIMD-170):
// little for builtin programs, 200k for any other.
const DEFAULT_UNITS_PER_BUILTIN_INSTRUCTION = 3_000
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000
const builtinPrograms = new Set<string>([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])

/** What a message asks of the compute budget program. */
export interface ComputeBudgetRequest {
  /** Price of a compute unit in micro-lamports; 0 when the message sets none. */
  unitPrice: bigint
  /** Its SetComputeUnitLimit, or the default the runtime reserves for its instructions. */
  unitLimit: number
}

/**
 * The compute unit price and limit of a compiled message, read from its compute budget
 * instructions (programs are never in lookup tables, so the static accounts name them).
 *
 * @example
 * readComputeBudget(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes))
 * // { unitPrice: 1000n, unitLimit: 6000 }
 */
export function readComputeBudget(message: CompiledTransactionMessage): ComputeBudgetRequest {
  // v1 messages carry their budget in config values, not instructions; web3.js 1.x never makes
  // them, so they are charged the base fee here.
  if (message.version === 1) return { unitPrice: 0n, unitLimit: MAX_COMPUTE_UNIT_LIMIT }
  let unitPrice = 0n
  let unitLimit: number | undefined
  let defaultLimit = 0
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    defaultLimit += builtinPrograms.has(program ?? '')
      ? DEFAULT_UNITS_PER_BUILTIN_INSTRUCTION
      : DEFAULT_UNITS_PER_INSTRUCTION
    if (program !== COMPUTE_BUDGET_PROGRAM_ADDRESS || !instruction.data) continue
    const data = instruction.data
    try {
      switch (identifyComputeBudgetInstruction({ data })) {
        case ComputeBudgetInstruction.SetComputeUnitLimit:
          unitLimit = getSetComputeUnitLimitInstructionDataDecoder().decode(data).units
          break
        case ComputeBudgetInstruction.SetComputeUnitPrice:
          unitPrice = getSetComputeUnitPriceInstructionDataDecoder().decode(data).microLamports
          break
      }
    } catch {
      // A malformed compute budget instruction fails the transaction itself; no fee to add here.
    }
  }
  return { unitPrice, unitLimit: Math.min(unitLimit ?? defaultLimit, MAX_COMPUTE_UNIT_LIMIT) }
}

/**
 * The lamports a message costs its fee payer: 5000 per signature plus the priority fee
 * (unit price × unit limit, rounded up), what litesvm charges.
 *
 * @example
 * transactionFee(message) // 5000n for a plain SOL transfer
 */
export function transactionFee(message: CompiledTransactionMessage): bigint {
  const { unitPrice, unitLimit } = readComputeBudget(message)
  const priority =
    (unitPrice * BigInt(unitLimit) + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) + priority
}
