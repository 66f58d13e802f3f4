import { mnemonicToEntropy, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { describe, expect, it } from 'vitest'
import { createSecret, ENTROPY_BYTES, mnemonicOf } from './secret'

describe('createSecret', () => {
  it('draws 32 fresh random bytes each time', () => {
    const a = createSecret()
    const b = createSecret()
    expect(a).toBeInstanceOf(Uint8Array)
    expect(a.length).toBe(ENTROPY_BYTES)
    expect(a).not.toEqual(b)
  })

  it('is the entropy of a valid 24-word phrase, which gives it back', () => {
    const entropy = createSecret()
    const phrase = mnemonicOf(entropy)
    expect(phrase.split(' ')).toHaveLength(24)
    expect(validateMnemonic(phrase, wordlist)).toBe(true)
    expect(mnemonicToEntropy(phrase, wordlist)).toEqual(entropy)
  })
})

describe('mnemonicOf', () => {
  // BIP-39's own 256-bit test vectors (bitcoin/bips bip-0039, vectors.json).
  it('spells the BIP-39 test vectors', () => {
    expect(mnemonicOf(new Uint8Array(32))).toBe(`${'abandon '.repeat(23)}art`)
    expect(mnemonicOf(new Uint8Array(32).fill(0x7f))).toBe(
      `${'legal winner thank year wave sausage worth useful '.repeat(2)}legal winner thank year wave sausage worth title`,
    )
    expect(mnemonicOf(new Uint8Array(32).fill(0xff))).toBe(`${'zoo '.repeat(23)}vote`)
  })

  it('refuses anything but 32 bytes', () => {
    expect(() => mnemonicOf(new Uint8Array(16))).toThrow('Expected 32 bytes of entropy')
  })
})
