// `@latch/walletconnect/react`: the plugin's views for the default UI (`@latch/react`), passed to
// `<LatchUI views={[walletConnectViews]}>`. Each view is its own chunk, loaded when it first shows.
import { defineViews, lazyComponent, lazyTitles } from '@latch/react'
// The plugin's command and views' names, declared with the plugin.
import type {} from '../state'
import type {} from '../views'

/** The views' titles in every locale: a chunk loaded with the modal, not in the first paint. */
const title = lazyTitles(() => import('./titles'))

/**
 * The WalletConnect views: ConnectingWalletConnect, the QR code of the pairing (Copy link, Open
 * wallet on a phone), which the Connect view opens for the WalletConnect connector; and
 * ConnectingWalletConnectBasic, where basic mode (`basic: true`) opens the modal.
 *
 * @example
 * <LatchUI client={latch} views={[walletConnectViews]}>
 */
export const walletConnectViews = defineViews({
  ConnectingWalletConnect: {
    // A brand name: the same in every language.
    title: 'WalletConnect',
    Component: lazyComponent(() => import('./ConnectingWalletConnectView')),
    connects: 'walletConnect',
    // A pairing prepared while Connect shows (kept while fresh): the QR is there at the click.
    prepare: (latch) => void latch.dispatch({ type: 'walletConnect.pair' }).catch(() => {}),
  },
  ConnectingWalletConnectBasic: {
    title: title('ConnectingWalletConnectBasic'),
    Component: lazyComponent(() => import('./ConnectingWalletConnectBasicView')),
  },
})
