/** The languages Latch speaks; English is the default and the text of every `LatchError`. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'ja', 'zh', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

const RIGHT_TO_LEFT: readonly Locale[] = ['ar']

/** How a locale's text runs: the default UI mirrors its layout for `rtl`. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr'
}

/**
 * The locale Latch speaks for a BCP 47 tag (`navigator.language`, an `Accept-Language` entry):
 * its language subtag, case aside ('es-MX' → 'es', 'zh-Hant-TW' → 'zh'); undefined for one it
 * does not speak.
 *
 * @example
 * createLatch({ projectId, locale: matchLocale(navigator.language) ?? 'en' })
 */
export function matchLocale(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0]
  return LOCALES.find((locale) => locale === language)
}
