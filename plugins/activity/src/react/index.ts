// `@latch/activity/react`: the Activity and NFTs tabs of the default UI's Account view, passed
// to `<LatchUI views={[activityViews]}>`. Each panel is its own chunk, loaded when first shown.
import { defineViews, lazyComponent } from '@latch/react'

/**
 * The Account view's Activity and NFTs panels. The tabs show only with this set and the
 * activity plugin registered (Activity also needs the remote feature `activity`).
 *
 * @example
 * <LatchUI client={latch} views={[activityViews]}>
 */
export const activityViews = defineViews({
  'AccountTab:Activity': {
    title: {
      en: 'Activity',
      es: 'Actividad',
      fr: 'Activité',
      de: 'Aktivität',
      ja: 'アクティビティ',
      zh: '活动',
      ar: 'النشاط',
    },
    Component: lazyComponent(() => import('./ActivityPanel')),
  },
  'AccountTab:NFTs': {
    title: { en: 'NFTs', es: 'NFT', fr: 'NFT', de: 'NFTs', ja: 'NFT', zh: 'NFT', ar: 'NFT' },
    Component: lazyComponent(() => import('./NftsPanel')),
  },
})
