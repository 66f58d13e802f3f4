import {
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseCreateAssociatedTokenInstruction,
} from '@solana-program/token'
import type { ApprovalRow } from '../view'
import type { MessageInstruction } from './message'
import { notDecodedRow } from './programs'
import { accountRow, type DecodeContext } from './rows'

/** Creating a token account for an owner (the payer funds its rent), decoded by the Token client. */
export function associatedTokenRows(
  instruction: MessageInstruction,
  context: DecodeContext,
): ApprovalRow[] {
  // The program reads empty data as Create (its first form), as older clients still send it.
  const read =
    instruction.data.length === 0 ? { ...instruction, data: new Uint8Array([0]) } : instruction
  switch (identifyAssociatedTokenInstruction(read)) {
    case AssociatedTokenInstruction.CreateAssociatedToken:
    case AssociatedTokenInstruction.CreateAssociatedTokenIdempotent: {
      const { accounts } =
        read.data[0] === 0
          ? parseCreateAssociatedTokenInstruction(read)
          : parseCreateAssociatedTokenIdempotentInstruction(read)
      return [
        accountRow('solanaCreateTokenAccount', accounts.ata, context),
        accountRow('solanaTokenOwner', accounts.owner, context),
        accountRow('solanaToken', accounts.mint, context),
        accountRow('solanaPaidBy', accounts.payer, context),
      ]
    }
    default:
      return [notDecodedRow(instruction.programAddress)]
  }
}
