import { defineDictionary } from '@latch/hooks'
import { type SendMessages, sendEn } from './en'

/**
 * The Send and Receive views' texts in every locale: English with the views, each other locale
 * its own chunk, loaded on demand.
 */
export const sendMessages = defineDictionary<SendMessages>({
  en: sendEn,
  locales: {
    es: () => import('./es'),
    fr: () => import('./fr'),
    de: () => import('./de'),
    ja: () => import('./ja'),
    zh: () => import('./zh'),
    ar: () => import('./ar'),
  },
})
