import { mnemonicToEntropy, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { ENTROPY_BYTES } from '../../custody/index'

/** Why a typed phrase cannot be the wallet's: not 24 words, or not a BIP-39 English phrase. */
export type PhraseProblem = 'wordCount' | 'invalid'

/**
 * The wallet's 32 bytes of entropy from a phrase the person typed (any spacing or case), or why
 * not: a Latch wallet is 24 English BIP-39 words (its checksum included, `validateMnemonic`).
 */
export function entropyOfPhrase(
  typed: string,
): { entropy: Uint8Array } | { problem: PhraseProblem } {
  const words = typed.trim().toLowerCase().split(/\s+/)
  if (words.length !== (ENTROPY_BYTES * 3) / 4) return { problem: 'wordCount' }
  const phrase = words.join(' ')
  if (!validateMnemonic(phrase, wordlist)) return { problem: 'invalid' }
  return { entropy: mnemonicToEntropy(phrase, wordlist) }
}
