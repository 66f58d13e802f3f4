import { defineDictionary } from '@latch/hooks'
import { type ActivityMessages, activityEn } from './en'

/**
 * The Activity and NFTs panels' texts in every locale: English with the panels, each other
 * locale its own chunk, loaded on demand.
 */
export const activityMessages = defineDictionary<ActivityMessages>({
  en: activityEn,
  locales: {
    es: () => import('./es'),
    fr: () => import('./fr'),
    de: () => import('./de'),
    ja: () => import('./ja'),
    zh: () => import('./zh'),
    ar: () => import('./ar'),
  },
})
