import { isTransactionHash, LatchError } from '@latch/core'

/** An EOA's signature is 65 bytes (r, s, v); a smart account's (ERC-1271, ERC-6492) is longer. */
const EVM_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/
const MIN_EVM_SIGNATURE_BYTES = 65
const MAX_EVM_SIGNATURE_BYTES = 64 * 1024

/** The error of an answer that is not what was asked: MALFORMED_RESPONSE, the method named. */
export function malformedAnswer(method: string, what: string): LatchError {
  return new LatchError('MALFORMED_RESPONSE', { details: `${method}: the wallet answered ${what}` })
}

export const isEvmSignature = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' &&
  value.length >= 2 + 2 * MIN_EVM_SIGNATURE_BYTES &&
  value.length <= 2 + 2 * MAX_EVM_SIGNATURE_BYTES &&
  EVM_SIGNATURE.test(value)

/**
 * A wallet's answer to an EVM request Latch sent over the session, checked for the method before
 * anything uses it: signatures are signatures, hashes hashes. Returns the answer of the method's
 * shape; throws MALFORMED_RESPONSE naming the method otherwise. Methods Latch does not call itself
 * (an app's own request through the eip155 RPC gate) pass as the wallet answered them. Solana
 * answers are checked by the wallet that asked (`createRequestWallet`, `@latch/solana/request-wallet`).
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
    default:
      return result
  }
}
