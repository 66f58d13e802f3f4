import { defineDictionary } from '@latch/hooks'
import { type ButtonMessages, buttonsEn } from './buttons/en'

/** The buttons' texts in every locale: English in the first paint, the others on demand. */
export const buttonMessages = defineDictionary<ButtonMessages>({
  en: buttonsEn,
  locales: {
    es: () => import('./buttons/es'),
    fr: () => import('./buttons/fr'),
    de: () => import('./buttons/de'),
    ja: () => import('./buttons/ja'),
    zh: () => import('./buttons/zh'),
    ar: () => import('./buttons/ar'),
  },
})
