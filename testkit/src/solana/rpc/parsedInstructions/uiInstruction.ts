import { getBase58Decoder } from '@solana/kit'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { CompiledInstructionView } from '../compiledInstructions'
import { tokenProgramNames } from '../tokenAccounts'
import { parseAssociatedTokenInstruction } from './associatedTokenInstruction'
import type { InstructionParser, ParsedInstructionInfo } from './parsedInstruction'
import { parseSystemInstruction } from './systemInstruction'
import { parseTokenInstruction } from './tokenInstruction'

/** An instruction as the `json` encoding shows it: indexes and base58 data. */
export interface UiCompiledInstruction {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number | null
}

/** An instruction of a known program, as `jsonParsed` shows it. */
export interface UiParsedInstruction {
  program: string
  programId: string
  parsed: ParsedInstructionInfo
  stackHeight: number | null
}

/** Any other instruction under `jsonParsed`: addresses and base58 data. */
export interface UiPartiallyDecodedInstruction {
  programId: string
  accounts: string[]
  data: string
  stackHeight: number | null
}

/** The programs `jsonParsed` reads, by address, with the name agave gives them. */
const parsers = new Map<string, { program: string; parse: InstructionParser }>([
  ['11111111111111111111111111111111', { program: 'system', parse: parseSystemInstruction }],
  [
    ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
    { program: 'spl-associated-token-account', parse: parseAssociatedTokenInstruction },
  ],
  // Token-2022 instructions parse under the same name as SPL Token's.
  ...[...tokenProgramNames.keys()].map(
    (address) => [address, { program: 'spl-token', parse: parseTokenInstruction }] as const,
  ),
])

/**
 * @example
 * compiledUiInstruction(instruction) // { programIdIndex: 2, accounts: [0, 1], data: '3Bxs…', stackHeight: null }
 */
export function compiledUiInstruction(instruction: CompiledInstructionView): UiCompiledInstruction {
  return {
    programIdIndex: instruction.programIdIndex,
    accounts: [...instruction.accounts],
    data: getBase58Decoder().decode(instruction.data),
    stackHeight: instruction.stackHeight,
  }
}

/**
 * An instruction under `jsonParsed`: parsed when its program is one agave parses and the
 * instruction is one this validator reads, partially decoded otherwise.
 *
 * @example
 * parsedUiInstruction(instruction, accountKeys)
 * // { program: 'system', programId: '1111…', parsed: { type: 'transfer', info: { … } }, stackHeight: null }
 */
export function parsedUiInstruction(
  instruction: CompiledInstructionView,
  accountKeys: readonly string[],
): UiParsedInstruction | UiPartiallyDecodedInstruction {
  const programId = accountKeys[instruction.programIdIndex] ?? ''
  const accounts = instruction.accounts.map((index) => accountKeys[index] ?? '')
  const parser = parsers.get(programId)
  const parsed = parser?.parse(instruction.data, accounts)
  if (parser && parsed) {
    return { program: parser.program, programId, parsed, stackHeight: instruction.stackHeight }
  }
  return {
    programId,
    accounts,
    data: getBase58Decoder().decode(instruction.data),
    stackHeight: instruction.stackHeight,
  }
}
