import {
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
} from '@solana-program/token'
import type { InstructionParser } from './parsedInstruction'

const ACCOUNTS_OF_CREATE = 6

/**
 * Associated Token Account program instructions as agave parses them (program
 * `spl-associated-token-account`): `create` (also its original form, with no data) and
 * `createIdempotent`.
 *
 * @example
 * parseAssociatedTokenInstruction(new Uint8Array([1]), [payer, ata, wallet, mint, system, token])
 * // { type: 'createIdempotent', info: { source: payer, account: ata, wallet, mint, systemProgram: system, tokenProgram: token } }
 */
export const parseAssociatedTokenInstruction: InstructionParser = (data, accounts) => {
  let type: string
  try {
    const instruction =
      data.length === 0
        ? AssociatedTokenInstruction.CreateAssociatedToken
        : identifyAssociatedTokenInstruction(data)
    if (instruction === AssociatedTokenInstruction.CreateAssociatedToken) type = 'create'
    else if (instruction === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent) {
      type = 'createIdempotent'
    } else return undefined
  } catch {
    return undefined
  }
  if (accounts.length < ACCOUNTS_OF_CREATE) return undefined
  const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts
  return { type, info: { source, account, wallet, mint, systemProgram, tokenProgram } }
}
