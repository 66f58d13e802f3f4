import { describe, expect, it } from 'vitest'
import { groupDigits, shortAddress } from './format'

describe('display formatting', () => {
  it('groups the digits of an amount, leaving its decimals alone', () => {
    expect(groupDigits('1000000')).toBe('1,000,000')
    expect(groupDigits('10000.125')).toBe('10,000.125')
    expect(groupDigits('999')).toBe('999')
    expect(groupDigits('0.0001')).toBe('0.0001')
    expect(groupDigits('-1234567.5')).toBe('-1,234,567.5')
    expect(groupDigits('n/a')).toBe('n/a')
  })

  it('shortens an address to its first and last characters', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
})
