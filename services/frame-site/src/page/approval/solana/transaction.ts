import type { Address, ReadonlyUint8Array } from '@solana/kit'
import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from '@solana-program/compute-budget'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { FrameError } from '../../errors'
import type { ApprovalRow, ApprovalSection } from '../view'
import { associatedTokenRows } from './associatedToken'
import { computeBudgetRows, feeRows } from './computeBudget'
import { MEMO_PROGRAM_ADDRESSES, memoRows } from './memo'
import { type LookupTables, type MessageInstruction, readSolanaMessage } from './message'
import { notDecodedRow, programRow, TOKEN_2022_PROGRAM_ADDRESS } from './programs'
import { accountRow, type DecodeContext } from './rows'
import { systemRows } from './system'
import { tokenRows } from './token'

type InstructionRows = (instruction: MessageInstruction, context: DecodeContext) => ApprovalRow[]

/**
 * Token-2022 widens some of Token's instructions (setAuthority's extension authorities): what
 * Token's decoders cannot read of it is named, with a warning, rather than refused.
 */
const token2022Rows: InstructionRows = (instruction, context) => {
  try {
    return tokenRows(instruction, context)
  } catch {
    return [notDecodedRow(instruction.programAddress)]
  }
}

const DECODERS: Readonly<Record<string, InstructionRows>> = {
  [SYSTEM_PROGRAM_ADDRESS]: systemRows,
  [TOKEN_PROGRAM_ADDRESS]: tokenRows,
  [TOKEN_2022_PROGRAM_ADDRESS]: token2022Rows,
  [ASSOCIATED_TOKEN_PROGRAM_ADDRESS]: associatedTokenRows,
  [COMPUTE_BUDGET_PROGRAM_ADDRESS]: computeBudgetRows,
  ...Object.fromEntries(MEMO_PROGRAM_ADDRESSES.map((memo) => [memo, memoRows])),
}

/** Which transaction of how many (a batch of one has no number). */
export interface TransactionPlace {
  readonly index: number
  readonly count: number
}

/**
 * What one transaction's approval shows, as one section: the fee payer, each instruction a person
 * can be hurt by (SOL and token transfers, allowances, authorities, closed accounts, accounts
 * handed to a program), the fees, and every program it calls (an unknown one warned of).
 * A message that does not decode, or an instruction of a program the frame reads that does not
 * decode as that program's, is refused (-32602) before anything is shown.
 */
export function solanaTransactionSection(
  messageBytes: ReadonlyUint8Array,
  wallet: Address,
  place: TransactionPlace = { index: 1, count: 1 },
  tables: LookupTables = {},
): ApprovalSection {
  const message = readSolanaMessage(messageBytes, tables)
  const context: DecodeContext = { wallet }
  const instructionRows = message.instructions.flatMap((instruction, position) => {
    const decode = Object.hasOwn(DECODERS, instruction.programAddress)
      ? DECODERS[instruction.programAddress]
      : undefined
    if (!decode) return []
    try {
      return decode(instruction, context)
    } catch {
      throw new FrameError(
        `Invalid params: instruction ${position + 1} does not decode as its program's`,
        -32602,
      )
    }
  })
  const programs = [...new Set(message.instructions.map(({ programAddress }) => programAddress))]
  return {
    ...(place.count === 1
      ? { heading: 'solanaTransactionHeading' }
      : { heading: 'solanaTransactionOf', params: { index: place.index, count: place.count } }),
    rows: [
      accountRow('solanaFeePayer', message.feePayer, context),
      ...instructionRows,
      ...feeRows(message),
      ...programs.map((program) => programRow('solanaProgram', program)),
    ],
  }
}
