import { isTransactionHash, LatchError } from '@latch/core'
import { decodeBase58Bytes } from './base58Bytes'

/** Keys no answer of a wallet carries, unless to reach a prototype. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']
/** An EOA's signature is 65 bytes (r, s, v); a smart account's (ERC-1271, ERC-6492) is longer. */
const EVM_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/
const MIN_EVM_SIGNATURE_BYTES = 65
const MAX_EVM_SIGNATURE_BYTES = 64 * 1024
/** A Solana wire transaction is at most 1232 bytes: 1644 characters of base64. */
const MAX_TRANSACTION_BASE64 = 1644
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The error of an answer that is not what was asked: MALFORMED_RESPONSE, the method named. */
export function malformedAnswer(method: string, what: string): LatchError {
  return new LatchError('MALFORMED_RESPONSE', { details: `${method}: the wallet answered ${what}` })
}

export const isEvmSignature = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' &&
  value.length >= 2 + 2 * MIN_EVM_SIGNATURE_BYTES &&
  value.length <= 2 + 2 * MAX_EVM_SIGNATURE_BYTES &&
  EVM_SIGNATURE.test(value)

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

/**
 * A wallet's answer to a request Latch sent over the session, checked for the method before
 * anything uses it: signatures are signatures, hashes hashes, transactions base64 wire bytes;
 * object answers are read by their own fields only and one with a prototype key (`__proto__`,
 * `constructor`, `prototype`) is refused. Returns a fresh value of the method's shape; throws
 * MALFORMED_RESPONSE naming the method otherwise. Methods Latch does not call itself (an app's
 * own request through the eip155 RPC gate) pass as the wallet answered them.
 *
 * @example
 * checkRequestResult('eth_sendTransaction', '0x12') // throws: not a 32-byte transaction hash
 */
export function checkRequestResult(method: string, result: unknown): unknown {
  switch (method) {
    case 'personal_sign':
    case 'eth_signTypedData_v4':
      if (!isEvmSignature(result))
        throw malformedAnswer(method, 'a signature that is not 0x and 65 or more bytes of hex')
      return result
    case 'eth_sendTransaction':
      if (!isTransactionHash(result))
        throw malformedAnswer(method, 'a transaction hash that is not 0x and 32 bytes of hex')
      return result
    // EIP-3326, EIP-3085: null on success; whatever else a wallet says is not passed on.
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain':
      return null
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
      } as { signature?: string; transaction?: string }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = fields(method, result, ['transactions'])
      if (!Array.isArray(transactions) || !transactions.every(isBase64Transaction))
        throw malformedAnswer(method, 'transactions that are not a list of base64 wire bytes')
      return { transactions: [...transactions] as string[] }
    }
    default:
      return result
  }
}
