import {
  type Address,
  getTransactionDecoder,
  getTransactionEncoder,
  getTransactionVersionDecoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import type { SolanaSigner } from './solanaSigner'

/** The versions this wallet signs, as its features announce them. */
export const supportedTransactionVersions = ['legacy', 0] as const

/**
 * Signs a wire transaction (legacy or v0) with `signer`: the signature goes into the signer's
 * slot, every other slot keeps what it held (a partially signed transaction stays so).
 */
export function signWireTransaction(wire: Uint8Array, signer: SolanaSigner): Uint8Array {
  const transaction = decodeTransaction(wire)
  const version = getTransactionVersionDecoder().decode(transaction.messageBytes)
  if (!(supportedTransactionVersions as readonly unknown[]).includes(version)) {
    throw new Error(`transaction version ${String(version)} is not supported (legacy and 0 are)`)
  }
  if (!Object.hasOwn(transaction.signatures, signer.address)) {
    const signers = Object.keys(transaction.signatures).join(', ')
    throw new Error(`${signer.address} is not a signer of this transaction (signers: ${signers})`)
  }
  const signature = signer.sign(new Uint8Array(transaction.messageBytes)) as SignatureBytes
  const signed: Transaction = {
    messageBytes: transaction.messageBytes,
    // Spreading keeps the slots in order: the encoder writes them as the map lists them.
    signatures: { ...transaction.signatures, [signer.address as Address]: signature },
  }
  return new Uint8Array(getTransactionEncoder().encode(signed))
}

function decodeTransaction(wire: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(wire)
  } catch (error) {
    throw new Error(
      `the bytes are not a Solana wire transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
