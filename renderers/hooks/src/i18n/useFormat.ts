import { useMemo } from 'react'
import { useLocale } from './useMessages'

/**
 * An exact decimal written as text ("1234567.891", "-0.5") the way `locale` writes numbers
 * ("1.234.567,891" in German), digits unchanged: no rounding, no float. Anything else (a "<0.001"
 * sign, a number too long for Intl) keeps its digits as they are.
 */
export function formatDecimal(text: string, locale: string): string {
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return text
  const digits = match[2]?.length ?? 0
  try {
    // Intl reads a numeric string as an exact decimal (it is not turned into a float).
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(text as unknown as number)
  } catch {
    return text
  }
}

/** Numbers, amounts of money and dates in the client's locale, through `Intl`. */
export function useFormat() {
  const { locale } = useLocale()
  return useMemo(
    () => ({
      locale,
      /** An amount as exact text (a balance), in the locale's separators, digits unchanged. */
      decimal: (text: string) => formatDecimal(text, locale),
      number: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
      currency: (value: number, currency: string) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
      date: (value: Date | number, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options).format(value),
    }),
    [locale],
  )
}
