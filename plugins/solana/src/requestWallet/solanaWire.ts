/**
 * Solana bytes as the request protocol carries them (base58, base64) and the checks of a
 * wallet's answers: what a request wallet loads on its first call, never in the first paint.
 */
import {
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/transactions'
import bs58 from 'bs58'
import { malformedAnswer } from './requestResult'

export { checkSolanaResult } from './requestResult'

export const toBase58 = (bytes: Uint8Array) => bs58.encode(bytes)
export const fromBase58 = (text: string) => bs58.decode(text)
export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

const METHOD = 'solana_signTransaction'

type Bytes = { readonly length: number; readonly [index: number]: number }
function sameBytes(a: Bytes, b: Bytes): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/**
 * A signed wire transaction from a wallet's answer (its fields checked by `checkSolanaResult`):
 * the transaction it returned, else the input with its signature put in the signer's slot (what
 * `solana_signTransaction` answers in the relay protocol's older form: `{ signature }` alone).
 *
 * A returned transaction must be the one the wallet was asked to sign: the same message bytes
 * (fee payer, instructions, blockhash, accounts), signed by `signer`, every signature the input
 * already had kept. Anything else throws MALFORMED_RESPONSE: nothing a wallet swapped is sent.
 */
export function signedTransaction(
  input: Uint8Array,
  signer: string,
  answer: { signature?: string; transaction?: string },
): Uint8Array {
  const asked = getTransactionDecoder().decode(input)
  if (!Object.hasOwn(asked.signatures, signer))
    throw malformedAnswer(METHOD, `for ${signer}, which does not sign this transaction`)
  let signed: Transaction
  if (answer.transaction !== undefined) {
    try {
      signed = getTransactionDecoder().decode(fromBase64(answer.transaction))
    } catch (cause) {
      throw Object.assign(malformedAnswer(METHOD, 'bytes that are no transaction'), { cause })
    }
    if (!sameBytes(signed.messageBytes, asked.messageBytes))
      throw malformedAnswer(METHOD, 'a transaction other than the one it was asked to sign')
    for (const [address, signature] of Object.entries(asked.signatures)) {
      const now = signed.signatures[address as keyof typeof signed.signatures]
      if (signature && !(now && sameBytes(now, signature)))
        throw malformedAnswer(METHOD, `a transaction with the signature of ${address} changed`)
    }
  } else if (answer.signature !== undefined) {
    const signatures = { ...asked.signatures, [signer]: fromBase58(answer.signature) }
    signed = { ...asked, signatures } as Transaction
  } else {
    throw malformedAnswer(METHOD, 'neither a transaction nor a signature')
  }
  const signature = signed.signatures[signer as keyof typeof signed.signatures]
  if (signature?.length !== 64)
    throw malformedAnswer(METHOD, `a transaction ${signer} did not sign`)
  return new Uint8Array(getTransactionEncoder().encode(signed))
}
