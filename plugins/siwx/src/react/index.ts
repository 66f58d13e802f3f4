// `@latch/siwx/react`: the sign-in view for the default UI (`@latch/react`), passed to
// `<LatchUI views={[siwxViews]}>`. The view is its own chunk, loaded when it first shows.
import { defineViews, lazyComponent, lazyTitles } from '@latch/react'
// The views' names, declared with the plugin (`LatchViews`).
import type {} from '../views'

/** The views' titles in every locale: a chunk loaded with the modal, not in the first paint. */
const title = lazyTitles(() => import('./titles'))

/**
 * SIWXSignMessage: what the wallet will sign, Sign / Cancel, and 'Signature declined' with a retry.
 * The plugin opens it after a connect or a network change when sign-in is required.
 *
 * @example
 * <LatchUI client={latch} views={[siwxViews]}>
 */
export const siwxViews = defineViews({
  SIWXSignMessage: {
    title: title('SIWXSignMessage'),
    Component: lazyComponent(() => import('./SIWXSignMessageView')),
  },
})
