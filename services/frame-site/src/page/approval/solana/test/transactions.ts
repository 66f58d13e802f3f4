import { base64 } from '@scure/base'
import {
  AddressLookupTableAccount,
  PublicKey,
  Transaction,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'

/** A blockhash for messages built here (any 32 bytes do: nothing is sent). */
const BLOCKHASH = PublicKey.default.toBase58()

/** A fixed, readable address for a test: 32 bytes of `byte`. */
export const addressOf = (byte: number) => new PublicKey(new Uint8Array(32).fill(byte))

/** A legacy transaction paid by `payer`, unsigned, as its message bytes and base64 wire form. */
export function legacyTransaction(payer: PublicKey, instructions: TransactionInstruction[]) {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH })
  transaction.add(...instructions)
  return {
    message: new Uint8Array(transaction.serializeMessage()),
    wire: base64.encode(transaction.serialize({ requireAllSignatures: false })),
  }
}

/** A v0 transaction whose non-signer accounts come from the tables that hold them. */
export function v0Transaction(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  ...tables: { key: PublicKey; addresses: PublicKey[] }[]
) {
  const lookupTables = tables.map(
    ({ key, addresses }) =>
      new AddressLookupTableAccount({
        key,
        state: {
          deactivationSlot: 2n ** 64n - 1n,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses,
        },
      }),
  )
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: BLOCKHASH,
    instructions,
  }).compileToV0Message(lookupTables)
  return {
    message: message.serialize(),
    wire: base64.encode(new VersionedTransaction(message).serialize()),
  }
}
