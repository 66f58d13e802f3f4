import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { describe, expect, it } from 'vitest'
import { entropyOfPhrase } from './phrase'

const entropy = Uint8Array.from({ length: 32 }, (_, i) => i * 7)
const phrase = entropyToMnemonic(entropy, wordlist)

describe('a typed recovery phrase', () => {
  it('gives the 32 bytes back, whatever the spacing or case', () => {
    expect(entropyOfPhrase(phrase)).toEqual({ entropy })
    expect(entropyOfPhrase(`  ${phrase.toUpperCase().split(' ').join('\n  ')} `)).toEqual({
      entropy,
    })
  })

  it('takes 24 words only (a 12-word phrase is another wallet size)', () => {
    const twelve = entropyToMnemonic(entropy.slice(0, 16), wordlist)
    expect(entropyOfPhrase(twelve)).toEqual({ problem: 'wordCount' })
    expect(entropyOfPhrase('')).toEqual({ problem: 'wordCount' })
  })

  it('refuses a word outside the list, or a wrong checksum (a typo)', () => {
    const words = phrase.split(' ')
    expect(entropyOfPhrase([...words.slice(0, 23), 'latch'].join(' '))).toEqual({
      problem: 'invalid',
    })
    const swapped = [words[1], words[0], ...words.slice(2)].join(' ')
    expect(entropyOfPhrase(swapped)).toEqual({ problem: 'invalid' })
  })
})
