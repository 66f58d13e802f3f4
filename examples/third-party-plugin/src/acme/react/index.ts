// Acme's screens for Latch's default UI (`<LatchUI views={[acmeViews]}>`), each its own chunk.
import { defineViews, lazyComponent } from '@latch/react'
import type {} from '../views'

export const acmeViews = defineViews({
  AcmeTip: {
    // Two languages: the others show the English.
    title: { en: 'Send a tip', fr: 'Envoyer un pourboire' },
    Component: lazyComponent(() => import('./TipView')),
  },
})
