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
 * message, only the table and the entry's index are: `address` is the entry's when the table was
 * fetched and holds it (`resolved`), else the table's own. Show accounts only through
 * `accountRow`, which tells these apart.
 */
export type MessageAccount = AccountMeta & {
  readonly lookup?: { readonly table: Address; readonly index: number; readonly resolved: boolean }
}

/** The addresses of lookup tables, as fetched from the cluster, by table address. */
export type LookupTables = Readonly<Record<Address, readonly Address[]>>

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
  /** The lookup tables a v0 message reads accounts from. */
  readonly lookupTables: readonly Address[]
}

const invalid = (why: string) => new FrameError(`Invalid params: ${why}`, -32602)

/**
 * The message a wire transaction signs (legacy or v0), decoded by the kit's compiled-message
 * decoder; refused (-32602) when it does not decode, has bytes past its end, names an account
 * that is not in it, or is of a version the frame cannot show (v1).
 */
export function readSolanaMessage(
  messageBytes: ReadonlyUint8Array,
  tables: LookupTables = {},
): SolanaMessage {
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
    for (const { lookupTableAddress: table, [indexes]: entries } of lookups) {
      const known = Object.hasOwn(tables, table) ? tables[table] : undefined
      for (const index of entries) {
        const address = known?.[index]
        accounts.push({
          address: address ?? table,
          role,
          lookup: { table, index, resolved: address !== undefined },
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
    lookupTables: lookups.map(({ lookupTableAddress }) => lookupTableAddress),
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
