import { type Locale, localeDirection } from '@latch/core'
import { baseTexts } from './base'
import type { Texts } from './define'
import { emailChangeTexts } from './emailChange'
import { evmTransactionTexts } from './evmTransaction'
import { solanaTransactionTexts } from './solanaTransaction'
import { typedDataTexts } from './typedData'
import { visibilityTexts } from './visibility'

// The secure page's own words, in every locale Latch speaks. They live here, not in the host's
// dictionaries: nothing the host page sends is ever shown as text, only a locale to pick.
// Each part is its own file; a key belongs to one part (checked below, in the tests).
const parts = [
  baseTexts,
  emailChangeTexts,
  typedDataTexts,
  evmTransactionTexts,
  solanaTransactionTexts,
  visibilityTexts,
] as const

type KeysOf<T> = T extends Texts<infer Key> ? Key : never
export type FrameTextKey = KeysOf<(typeof parts)[number]>

const merged = (locale: Locale): Readonly<Record<FrameTextKey, string>> =>
  Object.assign({}, ...parts.map((part) => part[locale]))

/** A translator in `locale`: `{name}` filled from `params` (values as given, never markup). */
export function frameTexts(locale: Locale) {
  const chosen = merged(locale)
  return {
    locale,
    dir: localeDirection(locale),
    t: (key: FrameTextKey, params: Readonly<Record<string, string | number>> = {}) =>
      chosen[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      ),
  }
}

/** Every part, for the test that no key is defined twice. */
export const frameTextParts: readonly Texts<string>[] = parts
