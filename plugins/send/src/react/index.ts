// `@latch/send/react`: the send plugin's views for the default UI (`@latch/react`), passed to
// `<LatchUI views={[sendViews]}>`; with them the Account view shows Send and Receive. Each view
// is its own chunk.
import { defineViews, lazyComponent, lazyTitles } from '@latch/react'
// The views' names, declared with the plugin (`LatchViews`).
import type {} from '../views'

/** The views' titles in every locale: a chunk loaded with the modal, not in the first paint. */
const title = lazyTitles(() => import('./titles'))

/**
 * Send (token, amount with Max, receiver by address or name, fee in USD, review, pending) and
 * Receive (the address, copy, QR code).
 *
 * @example
 * <LatchUI client={latch} views={[sendViews]}>
 */
export const sendViews = defineViews({
  Send: {
    title: title('Send'),
    Component: lazyComponent(() => import('./SendView')),
    walletFeature: 'send',
  },
  Receive: {
    title: title('Receive'),
    Component: lazyComponent(() => import('./ReceiveView')),
    walletFeature: 'receive',
  },
})
