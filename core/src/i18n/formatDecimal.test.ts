import { describe, expect, it } from 'vitest'
import { formatDecimal } from './formatDecimal'

describe('formatDecimal', () => {
  it("writes an exact amount with the locale's separators, digits unchanged", () => {
    expect(formatDecimal('1234567.891', 'en')).toBe('1,234,567.891')
    expect(formatDecimal('1234567.891', 'de')).toBe('1.234.567,891')
    expect(formatDecimal('1234567.100', 'fr')).toBe('1\u202f234\u202f567,100')
    // Far beyond a float's precision: still every digit.
    expect(formatDecimal('123456789012345678901.123456789', 'en')).toBe(
      '123,456,789,012,345,678,901.123456789',
    )
    expect(formatDecimal('-0.5', 'es')).toBe('-0,5')
    // Not a plain decimal: kept as it is.
    expect(formatDecimal('<0.001', 'de')).toBe('<0.001')
  })
})
