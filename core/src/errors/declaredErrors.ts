import type { Locale } from '../i18n/locales'
import { errorCatalogue, type LatchErrorCode } from './catalogue'

/** A plugin's error messages in every language but English. */
export type ErrorTranslations<Code extends string = string> = {
  [L in Exclude<Locale, 'en'>]: Record<Code, string>
}

interface DeclaredError {
  owner: string
  message: string
  translations: Partial<ErrorTranslations> | undefined
}

// Static data shared by every client on the page: a code's message is the same for all of them.
const declared = new Map<string, DeclaredError>()

/**
 * Adds `owner`'s codes (see `defineErrors`). Returns the first code the core or another owner
 * has, with that owner, and adds nothing then; an owner may declare its own codes again.
 */
export function declareErrorCodes(
  owner: string,
  messages: Record<string, string>,
  translations?: Partial<ErrorTranslations>,
): { code: string; owner: string } | undefined {
  for (const code of Object.keys(messages)) {
    if (Object.hasOwn(errorCatalogue, code)) return { code, owner: 'the core' }
    const taken = declared.get(code)?.owner
    if (taken !== undefined && taken !== owner) return { code, owner: taken }
  }
  for (const [code, message] of Object.entries(messages)) {
    declared.set(code, { owner, message, translations })
  }
  return undefined
}

/** A code's English message template (the core's or a plugin's), undefined for an unknown code. */
export const errorTemplate = (code: string): string | undefined =>
  Object.hasOwn(errorCatalogue, code)
    ? errorCatalogue[code as keyof typeof errorCatalogue]
    : declared.get(code)?.message

/** A plugin's code's message in `locale`, if its plugin translates it. */
export const declaredTranslation = (code: string, locale: Locale): string | undefined =>
  locale === 'en' ? undefined : declared.get(code)?.translations?.[locale]?.[code]

/**
 * Fills a code's message's placeholders; a missing param stays visible as `{name}`. A code nobody
 * declared is its own message.
 */
export function formatErrorMessage(
  code: LatchErrorCode,
  params: Record<string, string | number | bigint> = {},
): string {
  return (errorTemplate(code) ?? code).replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  )
}
