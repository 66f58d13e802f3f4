import { Verifier } from 'bip322-js'

/**
 * Whether `signature` (base64) signs `message` for `address`: BIP-322 (simple, full) or a legacy
 * BIP-137 signature, as bip322-js checks them. False for anything malformed.
 */
export function verifyBitcoinMessage(address: string, message: string, signature: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
