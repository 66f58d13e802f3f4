import { describe, expect, it } from 'vitest'
import { isEmail } from './email'
import { assertValidName, isSignedMessage, isTransactionHash, isValidName } from './formats'

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
})
