import { formatDecimal } from '@latch/core'
import { useMemo } from 'react'
import { useLocale } from './useMessages'

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
