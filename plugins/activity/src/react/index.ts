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
    title: 'activity',
    Component: lazyComponent(() => import('./ActivityPanel')),
  },
  'AccountTab:NFTs': {
    title: 'NFTs',
    Component: lazyComponent(() => import('./NftsPanel')),
  },
})
