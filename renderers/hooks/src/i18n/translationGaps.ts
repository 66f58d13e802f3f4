import { LOCALES } from '@latch/core'
import type { Dictionary, Messages, TranslatedLocale } from './dictionary'

/** A text's `{names}`, sorted, as one string ('none' without any). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\w+\}/g)]
    .map(([name]) => name)
    .sort()
    .join(' ') || 'none'

/**
 * What a dictionary's translations lack, one line each, none when complete: a locale of the
 * core's `LOCALES` it has no file for or cannot load, a file for a locale Latch does not speak,
 * and per text a missing, empty or extra one or `{names}` other than English's. Types catch a
 * missing key in a file; this catches the rest, in a test, for every dictionary the same way.
 * `english` is the texts each locale must have (the dictionary's English by default).
 *
 * @example
 * expect(await translationGaps(myMessages)).toEqual([])
 */
export async function translationGaps(
  dictionary: Dictionary<Messages>,
  english: Messages = dictionary.en,
): Promise<string[]> {
  const translated = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en')
  const files: Partial<Record<string, () => Promise<{ default: Messages }>>> = dictionary.locales
  const gaps = Object.keys(files)
    .filter((locale) => !translated.some((known) => known === locale))
    .map((locale) => `${locale}: not one of LOCALES`)
  for (const locale of translated) {
    const load = files[locale]
    if (!load) {
      gaps.push(`${locale}: no file`)
      continue
    }
    const messages = await load().then(
      (module) => module.default,
      (error: unknown) => {
        gaps.push(`${locale}: cannot load (${error instanceof Error ? error.message : error})`)
      },
    )
    if (messages) gaps.push(...textGaps(locale, messages, english))
  }
  return gaps
}

function textGaps(locale: TranslatedLocale, messages: Messages, english: Messages): string[] {
  const gaps: string[] = []
  for (const [key, text] of Object.entries(english)) {
    const translation = Object.hasOwn(messages, key) ? messages[key] : undefined
    if (translation === undefined) gaps.push(`${locale}.${key}: missing`)
    else if (!translation.trim()) gaps.push(`${locale}.${key}: empty`)
    else if (placeholders(translation) !== placeholders(text)) {
      gaps.push(
        `${locale}.${key}: ${placeholders(translation)} where English has ${placeholders(text)}`,
      )
    }
  }
  for (const key of Object.keys(messages)) {
    if (!Object.hasOwn(english, key)) gaps.push(`${locale}.${key}: not in English`)
  }
  return gaps
}
