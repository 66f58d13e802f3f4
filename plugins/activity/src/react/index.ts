// `@latch/activity/react`: the Activity and NFTs tabs of the default UI's Account view, passed
// to `<LatchUI views={[activityViews]}>`. Each panel is its own chunk, loaded when first shown.
import { defineViews, lazyComponent, lazyTitles } from '@latch/react'

/** The views' titles in every locale: a chunk loaded with the modal, not in the first paint. */
const title = lazyTitles(() => import('./titles'))

/**
 * The Account view's Activity and NFTs panels. The tabs show only with this set and the
 * activity plugin registered (Activity also needs the remote feature `activity`).
 *
 * @example
 * <LatchUI client={latch} views={[activityViews]}>
 */
export const activityViews = defineViews({
  'AccountTab:Activity': {
    title: title('AccountTab:Activity'),
    Component: lazyComponent(() => import('./ActivityPanel')),
  },
  'AccountTab:NFTs': {
    title: title('AccountTab:NFTs'),
    Component: lazyComponent(() => import('./NftsPanel')),
  },
})
