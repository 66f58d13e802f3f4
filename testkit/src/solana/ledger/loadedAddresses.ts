import {
  type CompiledTransactionMessage,
  type EncodedAccount,
  getAddressDecoder,
  getArrayDecoder,
} from '@solana/kit'

/** The addresses a v0 message loads from address lookup tables, writable ones first. */
export interface LoadedAddresses {
  writable: string[]
  readonly: string[]
}

// A lookup table account holds its state in a fixed 56-byte header, then the addresses.
const LOOKUP_TABLE_META_SIZE = 56
const lookupTableAddresses = getArrayDecoder(getAddressDecoder(), { size: 'remainder' })

/**
 * The addresses a message takes from lookup tables, read from the tables' accounts as they stand
 * (a legacy message loads none). A table or index that is not there is skipped: litesvm then
 * refuses the transaction itself.
 *
 * @example
 * loadedAddressesOf(message, ledger.getAccount) // { writable: ['7xKX…'], readonly: [] }
 */
export function loadedAddressesOf(
  message: CompiledTransactionMessage,
  getAccount: (address: string) => EncodedAccount | null,
): LoadedAddresses {
  const loaded: LoadedAddresses = { writable: [], readonly: [] }
  if (message.version !== 0 || !message.addressTableLookups) return loaded
  for (const lookup of message.addressTableLookups) {
    const table = getAccount(lookup.lookupTableAddress)
    if (!table || table.data.length < LOOKUP_TABLE_META_SIZE) continue
    const addresses = lookupTableAddresses.decode(table.data, LOOKUP_TABLE_META_SIZE)
    const pick = (indexes: readonly number[]) =>
      indexes.flatMap((index) => (addresses[index] === undefined ? [] : [addresses[index]]))
    loaded.writable.push(...pick(lookup.writableIndexes))
    loaded.readonly.push(...pick(lookup.readonlyIndexes))
  }
  return loaded
}
