import { defineDictionary } from '@latch/hooks'
import { type EmbeddedWalletMessages, embeddedWalletEn } from './en'

/**
 * The email login views' texts in every locale: English with the views, each other locale its
 * own chunk, loaded on demand.
 */
export const embeddedWalletMessages = defineDictionary<EmbeddedWalletMessages>({
  en: embeddedWalletEn,
  locales: {
    es: () => import('./es'),
    fr: () => import('./fr'),
    de: () => import('./de'),
    ja: () => import('./ja'),
    zh: () => import('./zh'),
    ar: () => import('./ar'),
  },
})
