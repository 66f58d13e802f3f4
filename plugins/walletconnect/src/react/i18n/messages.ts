import { defineDictionary } from '@latch/hooks'
import { type WalletConnectMessages, walletConnectEn } from './en'

/**
 * The WalletConnect views' texts in every locale: English with the views, each other locale its
 * own chunk, loaded on demand.
 */
export const walletConnectMessages = defineDictionary<WalletConnectMessages>({
  en: walletConnectEn,
  locales: {
    es: () => import('./es'),
    fr: () => import('./fr'),
    de: () => import('./de'),
    ja: () => import('./ja'),
    zh: () => import('./zh'),
    ar: () => import('./ar'),
  },
})
