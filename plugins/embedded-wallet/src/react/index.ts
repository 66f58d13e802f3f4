// `@latch/embedded-wallet/react`: the embedded wallet's views for the default UI (`@latch/react`),
// passed to `<LatchUI views={[embeddedWalletViews]}>`. Each view is its own chunk.
import { defineViews, lazyComponent, lazyTitles } from '@latch/react'
// The views' names, declared with the plugin (`LatchViews`).
import type {} from '../views'

/** The views' titles in every locale: a chunk loaded with the modal, not in the first paint. */
const title = lazyTitles(() => import('./titles'))

/**
 * EmailLogin (email, then the mailed code or a device approval), ApproveTransaction (the secure
 * frame's own approval UI, laid over the modal) and UpdateEmailWallet.
 *
 * @example
 * <LatchUI client={latch} views={[embeddedWalletViews]}>
 */
export const embeddedWalletViews = defineViews({
  EmailLogin: {
    title: title('EmailLogin'),
    Component: lazyComponent(() => import('./EmailLoginView')),
    connects: 'auth',
  },
  ApproveTransaction: {
    title: title('ApproveTransaction'),
    Component: lazyComponent(() => import('./ApproveTransactionView')),
    focusOutside: true,
  },
  UpdateEmailWallet: {
    title: title('UpdateEmailWallet'),
    Component: lazyComponent(() => import('./UpdateEmailWalletView')),
    changesLogin: true,
  },
})
