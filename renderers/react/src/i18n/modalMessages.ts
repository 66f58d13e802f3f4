import { defineDictionary } from '@latch/hooks'
import { type ModalMessages, modalEn } from './modal/en'

/**
 * The modal's and the built-in views' texts in every locale. English comes with the modal's chunk
 * (the fallback while another locale loads), each other locale is its own chunk, loaded on demand.
 */
export const modalMessages = defineDictionary<ModalMessages>({
  en: modalEn,
  locales: {
    es: () => import('./modal/es'),
    fr: () => import('./modal/fr'),
    de: () => import('./modal/de'),
    ja: () => import('./modal/ja'),
    zh: () => import('./modal/zh'),
    ar: () => import('./modal/ar'),
  },
})

/** The translated titles of the built-in views, by view name. */
export const builtInTitleKeys = {
  Connect: 'titleConnect',
  AllWallets: 'titleAllWallets',
  ConnectingExternal: 'titleConnectingExternal',
  Networks: 'titleNetworks',
  SwitchNetwork: 'titleSwitchNetwork',
  SwitchActiveChain: 'titleSwitchActiveChain',
  UnsupportedChain: 'titleUnsupportedChain',
  Account: 'titleAccount',
} as const satisfies Record<string, keyof ModalMessages>
