import { LatchError } from '@latch/core'
import { decodeBase58Bytes } from './base58Bytes'

/** Keys no answer of a wallet carries, unless to reach a prototype. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']
/** A Solana wire transaction is at most 1232 bytes: 1644 characters of base64. */
const MAX_TRANSACTION_BASE64 = 1644
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The error of an answer that is not what was asked: MALFORMED_RESPONSE, the method named. */
export function malformedAnswer(method: string, what: string): LatchError {
  return new LatchError('MALFORMED_RESPONSE', { details: `${method}: the wallet answered ${what}` })
}

export const isSolanaSignature = (value: unknown): value is string =>
  decodeBase58Bytes(value, 64) !== undefined

export const isBase64Transaction = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= MAX_TRANSACTION_BASE64 &&
  value.length % 4 !== 1 &&
  BASE64.test(value)

/** The fields `keys` of an answer that must be an object: own fields only, a fresh object. */
function fields(method: string, result: unknown, keys: readonly string[]) {
  if (typeof result !== 'object' || result === null || Array.isArray(result))
    throw malformedAnswer(method, 'something that is not an object')
  const present = Object.keys(result)
  const hostile = present.find((key) => PROTOTYPE_KEYS.includes(key))
  if (hostile) throw malformedAnswer(method, `an object with a ${hostile} key`)
  const picked: Record<string, unknown> = Object.create(null)
  for (const key of keys)
    if (Object.hasOwn(result, key)) picked[key] = (result as Record<string, unknown>)[key]
  return picked
}

function signatureOnly(method: string, result: unknown): { signature: string } {
  const { signature } = fields(method, result, ['signature'])
  if (!isSolanaSignature(signature))
    throw malformedAnswer(method, 'a signature that is not the base58 of 64 bytes')
  return { signature }
}

/** What a wallet answers to each Solana request, once checked by `checkSolanaResult`. */
export interface SolanaRequestResults {
  solana_signMessage: { signature: string }
  solana_signTransaction: { signature?: string; transaction?: string }
  solana_signAndSendTransaction: { signature: string }
  solana_signAllTransactions: { transactions: string[] }
}

/**
 * A wallet's answer to a Solana request, checked for the method before anything uses it:
 * signatures are the base58 of 64 bytes, transactions base64 wire bytes; object answers are read
 * by their own fields only and one with a prototype key (`__proto__`, `constructor`,
 * `prototype`) is refused. Returns a fresh value of the method's shape; throws
 * MALFORMED_RESPONSE naming the method otherwise.
 *
 * @example
 * checkSolanaResult('solana_signMessage', { signature: 'abc' }) // throws: not 64 bytes
 */
export function checkSolanaResult<M extends keyof SolanaRequestResults>(
  method: M,
  result: unknown,
): SolanaRequestResults[M]
export function checkSolanaResult(method: string, result: unknown): unknown {
  switch (method) {
    case 'solana_signMessage':
    case 'solana_signAndSendTransaction':
      return signatureOnly(method, result)
    case 'solana_signTransaction': {
      const { signature, transaction } = fields(method, result, ['signature', 'transaction'])
      if (signature === undefined && transaction === undefined)
        throw malformedAnswer(method, 'neither a transaction nor a signature')
      if (signature !== undefined && !isSolanaSignature(signature))
        throw malformedAnswer(method, 'a signature that is not the base58 of 64 bytes')
      if (transaction !== undefined && !isBase64Transaction(transaction))
        throw malformedAnswer(method, 'a transaction that is not base64 wire bytes')
      return {
        ...(signature !== undefined && { signature }),
        ...(transaction !== undefined && { transaction }),
      }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = fields(method, result, ['transactions'])
      if (!Array.isArray(transactions) || !transactions.every(isBase64Transaction))
        throw malformedAnswer(method, 'transactions that are not a list of base64 wire bytes')
      return { transactions: [...transactions] as string[] }
    }
    default:
      throw new TypeError(`checkSolanaResult: ${method} is not a Solana request`)
  }
}
