import { type CompiledTransactionMessage, getBase58Encoder } from '@solana/kit'
import type { ExecutionReport } from '../ledger/executionReport'

/** An instruction by account indexes, top-level (`stackHeight` null) or invoked by a program. */
export interface CompiledInstructionView {
  programIdIndex: number
  accounts: readonly number[]
  data: Uint8Array
  stackHeight: number | null
}

/**
 * A message's own instructions, whatever its version (v1 keeps their headers and payloads apart).
 *
 * @example
 * topLevelInstructions(message) // [{ programIdIndex: 2, accounts: [0, 1], data: Uint8Array(12), stackHeight: null }]
 */
export function topLevelInstructions(
  message: CompiledTransactionMessage,
): CompiledInstructionView[] {
  if (message.version === 1) {
    return message.instructionHeaders.map((header, index) => {
      const payload = message.instructionPayloads[index]
      return {
        programIdIndex: header.programAccountIndex,
        accounts: payload?.instructionAccountIndices ?? [],
        data: new Uint8Array(payload?.instructionData ?? []),
        stackHeight: null,
      }
    })
  }
  return message.instructions.map((instruction) => ({
    programIdIndex: instruction.programAddressIndex,
    accounts: instruction.accountIndices ?? [],
    data: new Uint8Array(instruction.data ?? []),
    stackHeight: null,
  }))
}

/** The instructions programs invoked, per top-level instruction, from a run's report. */
export function innerInstructions(
  report: ExecutionReport,
): { index: number; instructions: CompiledInstructionView[] }[] {
  const base58 = getBase58Encoder()
  return report.innerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((inner) => ({
      programIdIndex: inner.programIdIndex,
      accounts: inner.accounts,
      data: new Uint8Array(base58.encode(inner.data)),
      stackHeight: inner.stackHeight,
    })),
  }))
}
