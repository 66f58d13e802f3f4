import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64url'

describe('base64url', () => {
  it('spells bytes with - and _ and no padding, as Node does', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 31, 32, 33, 59]) {
      const bytes = crypto.getRandomValues(new Uint8Array(length))
      const text = toBase64Url(bytes)
      expect(text).toBe(Buffer.from(bytes).toString('base64url'))
      expect(fromBase64Url(text)).toEqual(bytes)
    }
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe('-_-_')
  })

  it('refuses anything but canonical unpadded base64url', () => {
    expect(fromBase64Url('AQ==')).toBeUndefined() // padding
    expect(fromBase64Url('+/+/')).toBeUndefined() // plain base64 alphabet
    expect(fromBase64Url('AQI')).toEqual(Uint8Array.of(1, 2))
    expect(fromBase64Url('AQJ')).toBeUndefined() // same bytes, stray low bits
    expect(fromBase64Url('A')).toBeUndefined() // impossible length
    expect(fromBase64Url('AQ I')).toBeUndefined()
  })
})
