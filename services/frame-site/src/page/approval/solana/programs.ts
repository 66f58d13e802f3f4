import type { Address } from '@solana/kit'
import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from '@solana-program/compute-budget'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { FrameTextKey } from '../../texts'
import type { ApprovalRow } from '../view'
import { MEMO_PROGRAM_ADDRESSES } from './memo'

/**
 * Token-2022 keeps Token's instructions 0–24 byte for byte (extensions come after), so Token's
 * decoders read those; its own client needs kit 7, not the kit 8 the frame uses.
 */
export const TOKEN_2022_PROGRAM_ADDRESS =
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address<'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'>

/** The programs the frame reads, each with its name (`{value}` is its address). */
const KNOWN: Readonly<Record<string, FrameTextKey>> = {
  [SYSTEM_PROGRAM_ADDRESS]: 'solanaSystemProgram',
  [TOKEN_PROGRAM_ADDRESS]: 'solanaTokenProgram',
  [TOKEN_2022_PROGRAM_ADDRESS]: 'solanaToken2022Program',
  [ASSOCIATED_TOKEN_PROGRAM_ADDRESS]: 'solanaAssociatedTokenProgram',
  [COMPUTE_BUDGET_PROGRAM_ADDRESS]: 'solanaComputeBudgetProgram',
  ...Object.fromEntries(MEMO_PROGRAM_ADDRESSES.map((memo) => [memo, 'solanaMemoProgram' as const])),
}

export const programName = (program: Address): FrameTextKey | undefined =>
  Object.hasOwn(KNOWN, program) ? KNOWN[program] : undefined

/** A program's row: named when the frame knows it, else said to be unknown, with a warning. */
export function programRow(label: FrameTextKey, program: Address): ApprovalRow {
  const name = programName(program)
  return name
    ? { label, value: program, valueText: name }
    : {
        label,
        value: program,
        valueText: 'solanaUnknownProgram',
        warning: 'solanaUnknownProgramWarning',
      }
}

/** An instruction of a known program that the frame does not read: named, with a warning. */
export const notDecodedRow = (program: Address): ApprovalRow => ({
  ...programRow('solanaInstructionOf', program),
  warning: 'solanaNotDecodedWarning',
})
