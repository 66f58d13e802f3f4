import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'

/** The wallet's secret is 32 bytes of BIP-39 entropy: a 24-word phrase. */
export const ENTROPY_BYTES = 32

/**
 * A new wallet secret: 32 bytes from the Web Crypto random source (`crypto.getRandomValues`), which
 * is BIP-39 entropy for a 24-word phrase. Drawn as bytes rather than as a phrase, so the secret
 * never exists as an (unerasable) string until someone asks for the phrase.
 */
export function createSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
}

/** The 24-word English BIP-39 phrase of `entropy`, for exporting the wallet to another app. */
export function mnemonicOf(entropy: Uint8Array): string {
  return entropyToMnemonic(assertEntropy(entropy), wordlist)
}

/** `entropy`, when it is 32 bytes; throws otherwise. */
export function assertEntropy(entropy: Uint8Array): Uint8Array {
  if (!(entropy instanceof Uint8Array) || entropy.length !== ENTROPY_BYTES) {
    throw new TypeError(`Expected ${ENTROPY_BYTES} bytes of entropy`)
  }
  return entropy
}
