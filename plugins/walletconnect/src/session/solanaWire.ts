/** Solana bytes as the relay protocol carries them (base58, base64), loaded with the session. */
import { getTransactionDecoder, getTransactionEncoder } from '@solana/transactions'
import bs58 from 'bs58'

export const toBase58 = (bytes: Uint8Array) => bs58.encode(bytes)
export const fromBase58 = (text: string) => bs58.decode(text)
export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * A signed wire transaction from a wallet's answer: the transaction it returned, else the input
 * with its signature put in the signer's slot (what `solana_signTransaction` answers in the relay
 * protocol's older form: `{ signature }` alone).
 */
export function signedTransaction(
  input: Uint8Array,
  signer: string,
  answer: { signature?: string; transaction?: string },
): Uint8Array {
  if (answer.transaction) return fromBase64(answer.transaction)
  if (!answer.signature)
    throw new Error('The wallet returned neither a transaction nor a signature')
  const transaction = getTransactionDecoder().decode(input)
  if (!(signer in transaction.signatures))
    throw new Error(`${signer} does not sign this transaction`)
  const signatures = { ...transaction.signatures, [signer]: fromBase58(answer.signature) }
  return new Uint8Array(
    getTransactionEncoder().encode({ ...transaction, signatures } as typeof transaction),
  )
}
