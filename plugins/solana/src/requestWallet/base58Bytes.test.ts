import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { decodeBase58Bytes, isSolanaAddress } from './base58Bytes'

describe('decodeBase58Bytes', () => {
  const key = new Uint8Array(32).fill(7)
  it('decodes the base58 of exactly that many bytes', () => {
    expect(decodeBase58Bytes(bs58.encode(key), 32)).toEqual(key)
    expect(decodeBase58Bytes('11111111111111111111111111111111', 32)).toEqual(new Uint8Array(32))
  })

  it('refuses other lengths, other alphabets and non-strings', () => {
    expect(decodeBase58Bytes(bs58.encode(key.slice(1)), 32)).toBeUndefined()
    expect(decodeBase58Bytes(bs58.encode(new Uint8Array(33).fill(9)), 32)).toBeUndefined()
    expect(decodeBase58Bytes(`${bs58.encode(key).slice(0, -1)}0`, 32)).toBeUndefined()
    expect(decodeBase58Bytes('', 32)).toBeUndefined()
    for (const value of [undefined, null, 32, {}, [bs58.encode(key)]])
      expect(decodeBase58Bytes(value, 32)).toBeUndefined()
  })

  it('does not decode a huge string (decoding is quadratic): refused by its length', () => {
    const started = performance.now()
    expect(decodeBase58Bytes('2'.repeat(1_000_000), 64)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(50)
  })
})

describe('isSolanaAddress', () => {
  it('is the base58 of 32 bytes', () => {
    expect(isSolanaAddress(bs58.encode(new Uint8Array(32).fill(7)))).toBe(true)
    expect(isSolanaAddress(bs58.encode(new Uint8Array(31).fill(7)))).toBe(false)
    expect(isSolanaAddress(bs58.encode(new Uint8Array(64).fill(7)))).toBe(false)
    expect(isSolanaAddress(`0x${'ab'.repeat(20)}`)).toBe(false)
    expect(isSolanaAddress(undefined)).toBe(false)
  })
})
