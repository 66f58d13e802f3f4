// `@latch/embedded-wallet/react`: the embedded wallet's views for the default UI (`@latch/react`),
// passed to `<LatchUI views={[embeddedWalletViews]}>`. Each view is its own chunk.
import { defineViews, lazyComponent } from '@latch/react'

/**
 * EmailLogin (email, then the mailed code or a device approval), ApproveTransaction (the secure
 * frame's own approval UI, laid over the modal) and UpdateEmailWallet.
 *
 * @example
 * <LatchUI client={latch} views={[embeddedWalletViews]}>
 */
export const embeddedWalletViews = defineViews({
  EmailLogin: {
    title: 'Continue with email',
    Component: lazyComponent(() => import('./EmailLoginView')),
  },
  ApproveTransaction: {
    title: 'Approve in your wallet',
    Component: lazyComponent(() => import('./ApproveTransactionView')),
    focusOutside: true,
  },
  UpdateEmailWallet: {
    title: 'Change email',
    Component: lazyComponent(() => import('./UpdateEmailWalletView')),
  },
})
