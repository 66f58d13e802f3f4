import type { Locale } from '../i18n/locales'
import { errorCatalogue, type LatchErrorCode } from './catalogue'

/** A plugin's error messages in every language but English, loaded when a UI needs them. */
export type ErrorTranslations<Code extends string = string> = {
  [L in Exclude<Locale, 'en'>]: Record<Code, string>
}

type TranslationsLoader = () => Promise<{ default: ErrorTranslations }>

/** A plugin's error codes, as `defineErrors` made them. */
export interface ErrorDeclaration<M extends Record<string, string> = Record<string, string>> {
  readonly owner: string
  readonly messages: M
  readonly translations: TranslationsLoader | undefined
}

// Static data shared by every client on the page: a code's message is the same for all of them.
const declared = new Map<string, ErrorDeclaration>()

/**
 * A plugin's error codes with their English messages (the same as its `LatchErrorCatalogue`
 * merge) and a loader of their translations. Known as soon as the module that defines them is
 * evaluated, so code that runs without a client (a server-side verifier, a unit) has the
 * messages too; the plugin's setup declares them (`ctx.declareErrors`), which refuses a code the
 * core or another plugin owns.
 *
 * @example
 * export const pairingErrors = defineErrors('walletconnect', {
 *   PAIRING_EXPIRED: 'The pairing expired',
 * } as const, () => import('./translations'))
 */
export function defineErrors<const M extends Record<string, string>>(
  owner: string,
  messages: M,
  translations?: TranslationsLoader,
): ErrorDeclaration<M> {
  const declaration = { owner, messages, translations }
  // A code someone else owns keeps its owner: the setup of this one will be refused.
  if (!takenCode(declaration)) {
    for (const code of Object.keys(messages)) declared.set(code, declaration)
  }
  return declaration
}

/** The first of `declaration`'s codes the core or another owner has, with that owner. */
export function takenCode({ owner, messages }: ErrorDeclaration) {
  for (const code of Object.keys(messages)) {
    if (Object.hasOwn(errorCatalogue, code)) return { code, owner: 'the core' }
    const taken = declared.get(code)?.owner
    if (taken !== undefined && taken !== owner) return { code, owner: taken }
  }
  return undefined
}

/** A code's English message template (the core's or a plugin's), undefined for an unknown code. */
export const errorTemplate = (code: string): string | undefined =>
  Object.hasOwn(errorCatalogue, code)
    ? errorCatalogue[code as keyof typeof errorCatalogue]
    : declared.get(code)?.messages[code]

/** The translations of every code plugins declared, in `locale` (loaded on first use). */
export async function declaredTranslations(locale: Exclude<Locale, 'en'>) {
  const loaders = new Set<TranslationsLoader | undefined>()
  for (const { translations } of declared.values()) loaders.add(translations)
  const loaded = await Promise.all(
    [...loaders].map((load) => load?.().then(({ default: all }) => all[locale])),
  )
  return Object.assign({}, ...loaded) as Record<string, string>
}

/**
 * Fills a code's message's placeholders; a missing param stays visible as `{name}`. A code nobody
 * declared (its plugin not registered) is its own message.
 */
export function formatErrorMessage(
  code: LatchErrorCode,
  params: Record<string, string | number | bigint> = {},
): string {
  return (errorTemplate(code) ?? code).replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  )
}
