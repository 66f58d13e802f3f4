import { LOCALES } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { defineDictionary, type LocaleFiles } from './dictionary'
import { translationGaps } from './translationGaps'

const english = { hello: 'Hello {name}', bye: 'Bye' }
type Greetings = typeof english

const file = (messages: Greetings) => () => Promise.resolve({ default: messages })
const spanish = file({ hello: 'Hola {name}', bye: 'Adiós' })
// Every locale of the core's list but English, each with a complete file.
const complete = Object.fromEntries(
  LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, spanish]),
) as LocaleFiles<Greetings>

const greetings = (locales: Partial<Record<string, () => Promise<{ default: Greetings }>>>) =>
  defineDictionary<Greetings>({ en: english, locales: locales as LocaleFiles<Greetings> })

describe('translationGaps', () => {
  it('finds none in a dictionary with a complete file for every locale', async () => {
    expect(await translationGaps(greetings(complete))).toEqual([])
  })

  it("names a locale of the core's list the dictionary has no file for", async () => {
    const { ar: _, ...withoutArabic } = complete
    expect(await translationGaps(greetings(withoutArabic))).toEqual(['ar: no file'])
  })

  it('names a file that cannot load, and one for a locale Latch does not speak', async () => {
    const offline = () => Promise.reject(new Error('offline'))
    const gaps = await translationGaps(greetings({ ...complete, ja: offline, pt: spanish }))
    expect(gaps).toEqual(['pt: not one of LOCALES', 'ja: cannot load (offline)'])
  })

  it('names each text a locale misses, leaves empty, adds, or fills with other {names}', async () => {
    const french = () =>
      Promise.resolve({ default: { hello: 'Bonjour {nom}', extra: 'En trop' } as never })
    const german = file({ hello: 'Hallo {name}', bye: ' ' })
    const gaps = await translationGaps(greetings({ ...complete, fr: french, de: german }))
    expect(gaps).toEqual([
      'fr.hello: {nom} where English has {name}',
      'fr.bye: missing',
      'fr.extra: not in English',
      'de.bye: empty',
    ])
  })

  it('checks against the texts it is given, when English holds more than locales translate', async () => {
    const dictionary = greetings(complete)
    expect(await translationGaps(dictionary, { bye: 'Bye', more: 'More' })).toEqual(
      LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => [
        `${locale}.more: missing`,
        `${locale}.hello: not in English`,
      ]),
    )
  })
})
