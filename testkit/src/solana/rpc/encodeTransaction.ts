import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
} from '@solana/kit'
import type { LandedTransaction } from '../ledger/landedTransaction'
import { topLevelInstructions } from './compiledInstructions'
import { compiledUiInstruction, parsedUiInstruction } from './parsedInstructions/uiInstruction'

/** The encodings `getTransaction` answers in. */
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/** A message account as `jsonParsed` lists it. */
interface ParsedAccountKey {
  pubkey: string
  writable: boolean
  signer: boolean
  source: 'transaction' | 'lookupTable'
}

function signaturesOf({ transaction, message }: LandedTransaction): string[] {
  const base58 = getBase58Decoder()
  return message.staticAccounts.slice(0, message.header.numSignerAccounts).flatMap((signer) => {
    const signature = transaction.signatures[signer]
    return signature ? [base58.decode(signature)] : []
  })
}

function addressTableLookupsOf({ message }: LandedTransaction) {
  if (message.version !== 0) return {}
  return {
    addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      writableIndexes: [...lookup.writableIndexes],
      readonlyIndexes: [...lookup.readonlyIndexes],
    })),
  }
}

/** Each account key with its role, from the message header, then the lookup tables' keys. */
function parsedAccountKeys({ message, loadedAddresses }: LandedTransaction): ParsedAccountKey[] {
  const { header, staticAccounts } = message
  const writableSigners = header.numSignerAccounts - header.numReadonlySignerAccounts
  const writableUnsigned = staticAccounts.length - header.numReadonlyNonSignerAccounts
  return [
    ...staticAccounts.map((pubkey, index) => {
      const signer = index < header.numSignerAccounts
      const writable = signer ? index < writableSigners : index < writableUnsigned
      return { pubkey, writable, signer, source: 'transaction' as const }
    }),
    ...loadedAddresses.writable.map((pubkey) => ({
      pubkey,
      writable: true,
      signer: false,
      source: 'lookupTable' as const,
    })),
    ...loadedAddresses.readonly.map((pubkey) => ({
      pubkey,
      writable: false,
      signer: false,
      source: 'lookupTable' as const,
    })),
  ]
}

/**
 * The `transaction` of a `getTransaction` answer, in the encoding asked for (agave's
 * `EncodedTransaction`): the wire bytes for `base64`/`base58`, the raw message for `json`, the
 * annotated keys and parsed instructions for `jsonParsed`.
 *
 * @example
 * encodeTransaction(landed, 'json')
 * // { signatures: ['5VERv8…'], message: { header, accountKeys, recentBlockhash, instructions } }
 */
export function encodeTransaction(landed: LandedTransaction, encoding: TransactionEncoding) {
  const { message } = landed
  if (encoding === 'base64') {
    return [getBase64EncodedWireTransaction(landed.transaction), 'base64'] as const
  }
  if (encoding === 'base58') {
    const wire = getTransactionEncoder().encode(landed.transaction)
    return [getBase58Decoder().decode(wire), 'base58'] as const
  }
  const instructions = topLevelInstructions(message)
  if (encoding === 'jsonParsed') {
    return {
      signatures: signaturesOf(landed),
      message: {
        accountKeys: parsedAccountKeys(landed),
        recentBlockhash: message.lifetimeToken,
        instructions: instructions.map((instruction) =>
          parsedUiInstruction(instruction, landed.accountKeys),
        ),
        ...addressTableLookupsOf(landed),
      },
    }
  }
  return {
    signatures: signaturesOf(landed),
    message: {
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      accountKeys: [...message.staticAccounts],
      recentBlockhash: message.lifetimeToken,
      instructions: instructions.map(compiledUiInstruction),
      ...addressTableLookupsOf(landed),
    },
  }
}
