import type { Locale } from '@latch/core'

/** A dictionary's messages: each key a text, `{name}` where a value goes. */
export type Messages = Record<string, string>

/** The locales a dictionary translates: each of the core's `LOCALES` but English, which it holds. */
export type TranslatedLocale = Exclude<Locale, 'en'>

/**
 * Where a dictionary's translations are: a static `import()` of each locale's file. Keyed by the
 * core's list, so a locale missing here is a type error (and `translationGaps` reports it).
 * Static rather than one template import (`./${locale}.ts`): bundlers that expand a template into
 * a glob add a runtime helper to the first paint (rolldown), match files the pattern did not mean
 * (esbuild's glob crosses folders and takes `en.ts` and the dictionary itself), or skip packages
 * in `node_modules` (Vite); a static import is one chunk per locale under every bundler.
 */
export type LocaleFiles<M extends Messages> = {
  [L in TranslatedLocale]: () => Promise<{ default: M }>
}

/**
 * A set of messages in every language: English in the bundle (it is the fallback while another
 * loads), each other locale a loader, so a page ships only the language it shows. Each locale's
 * messages are typed as English's: a missing key is a type error. Loading, caching and retrying
 * are `loadMessages`'s; a dictionary only says where its files are.
 */
export interface Dictionary<M extends Messages> {
  en: M
  locales: LocaleFiles<M>
}

/** Declares a dictionary (an identity that gives it its type). */
export const defineDictionary = <M extends Messages>(dictionary: Dictionary<M>) => dictionary

// Static data, shared by every client on the page (no visitor's state is kept here).
const loaded = new WeakMap<object, Partial<Record<Locale, Messages>>>()
const loading = new WeakMap<object, Partial<Record<Locale, Promise<Messages>>>>()

/** The messages of `locale` if they are in (English always is). */
export function loadedMessages<M extends Messages>(
  dictionary: Dictionary<M>,
  locale: Locale,
): M | undefined {
  if (locale === 'en') return dictionary.en
  return loaded.get(dictionary)?.[locale] as M | undefined
}

/**
 * Loads the messages of `locale` (once). A server rendering in that language awaits it before
 * rendering, so the first HTML is already in it.
 */
export function loadMessages<M extends Messages>(
  dictionary: Dictionary<M>,
  locale: Locale,
): Promise<M> {
  if (locale === 'en') return Promise.resolve(dictionary.en)
  const pending = loading.get(dictionary) ?? {}
  loading.set(dictionary, pending)
  pending[locale] ??= dictionary.locales[locale]().then(
    ({ default: messages }) => {
      const done = loaded.get(dictionary) ?? {}
      done[locale] = messages
      loaded.set(dictionary, done)
      return messages
    },
    (error: unknown) => {
      // A chunk that failed to load is fetched again next time.
      delete pending[locale]
      throw error
    },
  )
  return pending[locale] as Promise<M>
}

/** `{name}` in a message replaced by its value; an unknown name stays as written. */
export function formatMessage(template: string, params?: Record<string, string | number>): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}
