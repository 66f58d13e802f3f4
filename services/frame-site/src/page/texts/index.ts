import { type Locale, localeDirection } from '@latch/core'
import { baseTexts } from './base'
import type { Texts } from './define'
import { emailChangeTexts } from './emailChange'
import type { evmTransactionTexts } from './evmTransaction'
import { exportWalletTexts } from './exportWallet'
import type { sendCallsTexts } from './sendCalls'
import type { solanaTransactionTexts } from './solanaTransaction'
import type { typedDataTexts } from './typedData'
import { visibilityTexts } from './visibility'

// The secure page's own words, in every locale Latch speaks. They live here, not in the host's
// dictionaries: nothing the host page sends is ever shown as text, only a locale to pick.
// Each part is its own file; a key belongs to one part (tested). The screens every page may show
// are here from the start; the approval decoders' words come with them, on first use.
const parts: Texts<string>[] = [baseTexts, emailChangeTexts, visibilityTexts, exportWalletTexts]
/** The parts loaded on first use, with the code that shows them (`addFrameTexts`). */
type LaterParts =
  | typeof typedDataTexts
  | typeof evmTransactionTexts
  | typeof solanaTransactionTexts
  | typeof sendCallsTexts

type KeysOf<T> = T extends Texts<infer Key> ? Key : never
export type FrameTextKey =
  | KeysOf<typeof baseTexts | typeof emailChangeTexts | typeof visibilityTexts>
  | KeysOf<typeof exportWalletTexts>
  | KeysOf<LaterParts>

/** Adds the words of a part loaded on first use; adding one twice changes nothing. */
export function addFrameTexts(part: Texts<string>) {
  if (!parts.includes(part)) parts.push(part)
}

/** A translator in `locale`: `{name}` filled from `params` (values as given, never markup). */
export function frameTexts(locale: Locale) {
  return {
    locale,
    dir: localeDirection(locale),
    t: (key: FrameTextKey, params: Readonly<Record<string, string | number>> = {}) => {
      const words = parts.find((part) => Object.hasOwn(part[locale], key))?.[locale]
      // A key whose part has not loaded is a bug of ours: said as the key, never as nothing.
      const text = words ? (words as Record<string, string>)[key]! : key
      return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      )
    },
  }
}
