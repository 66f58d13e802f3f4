import { describe, expect, it } from 'vitest'
import { shortAddress } from './format'

describe('display formatting', () => {
  it('shortens an address to its first and last characters', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
})
