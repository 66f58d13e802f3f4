import { defineDictionary } from '@latch/hooks'
import { type SiwxMessages, siwxEn } from './en'

/**
 * The sign-in view's texts in every locale: English with the view, each other locale its own
 * chunk, loaded on demand.
 */
export const siwxMessages = defineDictionary<SiwxMessages>({
  en: siwxEn,
  locales: {
    es: () => import('./es'),
    fr: () => import('./fr'),
    de: () => import('./de'),
    ja: () => import('./ja'),
    zh: () => import('./zh'),
    ar: () => import('./ar'),
  },
})
