import type { Locale } from '@latch/core'

/** A dictionary of the frame's words in every locale Latch speaks, keyed as its English one. */
export type Texts<Key extends string> = Readonly<Record<Locale, Readonly<Record<Key, string>>>>

/**
 * One part of the frame's words (a file per screen or per thing decoded): the English words
 * define the keys, every other locale must give each of them.
 */
export const defineTexts = <const En extends Record<string, string>>(
  en: En,
  others: Record<Exclude<Locale, 'en'>, Record<keyof En, string>>,
): Texts<keyof En & string> => ({ en, ...others })
