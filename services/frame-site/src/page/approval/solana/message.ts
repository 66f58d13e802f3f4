import {
  type AccountMeta,
  AccountRole,
  type Address,
  getCompiledTransactionMessageDecoder,
  type ReadonlyUint8Array,
} from '@solana/kit'
import { FrameError } from '../../errors'

/**
 * One account an instruction names. An account from an address lookup table (v0) is not in the
 * message: only the table and the entry's index are, so `address` is then the table's and
 * `fromLookupTable` says so. Show accounts only through `accountRow`, which tells the two apart.
 */
export type MessageAccount = AccountMeta & {
  readonly fromLookupTable?: { readonly index: number }
}

export interface MessageInstruction {
  readonly programAddress: Address
  readonly accounts: readonly MessageAccount[]
  readonly data: ReadonlyUint8Array
}

/** What a transaction message asks, every instruction in order, accounts by address. */
export interface SolanaMessage {
  readonly version: 'legacy' | 0
  readonly feePayer: Address
  /** How many signatures the transaction carries (the base fee is per signature). */
  readonly signatureCount: number
  readonly instructions: readonly MessageInstruction[]
}

const invalid = (why: string) => new FrameError(`Invalid params: ${why}`, -32602)

/**
 * The message a wire transaction signs (legacy or v0), decoded by the kit's compiled-message
 * decoder; refused (-32602) when it does not decode, has bytes past its end, names an account
 * that is not in it, or is of a version the frame cannot show (v1).
 */
export function readSolanaMessage(messageBytes: ReadonlyUint8Array): SolanaMessage {
  let compiled: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  let end: number
  try {
    ;[compiled, end] = getCompiledTransactionMessageDecoder().read(messageBytes, 0)
  } catch {
    throw invalid('not a Solana transaction message')
  }
  // The runtime signs and reads exactly the message: trailing bytes would be read by no one.
  if (end !== messageBytes.length) throw invalid('bytes past the transaction message')
  if (compiled.version !== 'legacy' && compiled.version !== 0) {
    throw invalid(`transaction version ${compiled.version} is not supported`)
  }
  const { header, staticAccounts } = compiled
  const [feePayer] = staticAccounts
  if (feePayer === undefined || header.numSignerAccounts < 1) throw invalid('no fee payer')
  if (header.numSignerAccounts > staticAccounts.length) throw invalid('more signers than accounts')

  const accounts: MessageAccount[] = staticAccounts.map((address, index) => ({
    address,
    role: staticRole(index, staticAccounts.length, header),
  }))
  // v0: the lookups' writable entries follow the static accounts, table by table, then their
  // read-only entries (the order `decompileTransactionMessage` uses once tables are fetched).
  const lookups = compiled.version === 0 ? (compiled.addressTableLookups ?? []) : []
  for (const [indexes, role] of [
    ['writableIndexes', AccountRole.WRITABLE],
    ['readonlyIndexes', AccountRole.READONLY],
  ] as const) {
    for (const lookup of lookups) {
      for (const index of lookup[indexes]) {
        accounts.push({
          address: lookup.lookupTableAddress,
          role,
          fromLookupTable: { index },
        })
      }
    }
  }

  const instructions = compiled.instructions.map((compiledInstruction, position) => {
    // Programs are always static accounts: the runtime refuses a program from a lookup table.
    const program = staticAccounts[compiledInstruction.programAddressIndex]
    if (program === undefined) throw invalid(`instruction ${position + 1} names no program`)
    return {
      programAddress: program,
      accounts: (compiledInstruction.accountIndices ?? []).map((index) => {
        const account = accounts[index]
        if (account === undefined) throw invalid(`instruction ${position + 1} names no account`)
        return account
      }),
      data: compiledInstruction.data ?? new Uint8Array(),
    }
  })
  return {
    version: compiled.version,
    feePayer,
    signatureCount: header.numSignerAccounts,
    instructions,
  }
}

/** A static account's role from the message header (signers first, each group writable first). */
function staticRole(
  index: number,
  count: number,
  header: {
    numSignerAccounts: number
    numReadonlySignerAccounts: number
    numReadonlyNonSignerAccounts: number
  },
): AccountRole {
  if (index < header.numSignerAccounts) {
    return index < header.numSignerAccounts - header.numReadonlySignerAccounts
      ? AccountRole.WRITABLE_SIGNER
      : AccountRole.READONLY_SIGNER
  }
  return index < count - header.numReadonlyNonSignerAccounts
    ? AccountRole.WRITABLE
    : AccountRole.READONLY
}
