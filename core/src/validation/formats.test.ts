import { describe, expect, it } from 'vitest'
import {
  assertValidName,
  coinTypeForChainId,
  isEmail,
  isSignedMessage,
  isTransactionHash,
  isValidName,
  truncateDisplayName,
} from './formats'

describe('formats', () => {
  it('transaction hash: 0x and 64 hex characters', () => {
    expect(isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isTransactionHash('a'.repeat(66))).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
  })

  it('signed message: 0x and 62 or more hex characters', () => {
    expect(isSignedMessage(`0x${'f'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'f'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${'f'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage(42)).toBe(false)
  })

  it('email', () => {
    expect(isEmail('ada@example.com')).toBe(true)
    expect(isEmail('ada@')).toBe(false)
    expect(isEmail('not an email')).toBe(false)
    expect(isEmail(undefined)).toBe(false)
  })

  it('names: letters, digits or hyphen, at least 4 characters', () => {
    expect(isValidName('ada-99')).toBe(true)
    expect(isValidName('abcd')).toBe(true)
    expect(isValidName('abc')).toBe(false)
    expect(isValidName('ada lovelace')).toBe(false)
    expect(isValidName('ada.eth')).toBe(false)
    expect(isValidName('adä1')).toBe(false)
    expect(() => assertValidName('ab')).toThrow(
      expect.objectContaining({
        code: 'INVALID_NAME',
        message: 'A name uses letters, digits or hyphens and has at least 4 characters',
      }),
    )
  })

  it('coin type: ENSIP-11, a chain id of 2^31 or more is invalid', () => {
    expect(coinTypeForChainId(1)).toBe(60n)
    expect(coinTypeForChainId(8453)).toBe(BigInt((0x80000000 | 8453) >>> 0))
    expect(coinTypeForChainId(2 ** 31 - 1)).toBe(BigInt(2 ** 32 - 1))
    for (const bad of [2 ** 31, 2 ** 40, -1, 1.5, Number.NaN]) {
      expect(() => coinTypeForChainId(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_COIN_TYPE_CHAIN_ID' }),
      )
    }
  })

  it('display names are cut at 30 characters with an ellipsis', () => {
    expect(truncateDisplayName('a'.repeat(30))).toBe('a'.repeat(30))
    expect(truncateDisplayName('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`)
    // Grapheme-aware: a family emoji is one character and is never split.
    const family = '👨‍👩‍👧'
    expect(truncateDisplayName(`${'a'.repeat(29)}${family}${family}`)).toBe(
      `${'a'.repeat(29)}${family}…`,
    )
  })
})
