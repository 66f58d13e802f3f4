// `@latch/walletconnect/react`: the plugin's views for the default UI (`@latch/react`), passed to
// `<LatchUI views={[walletConnectViews]}>`. Each view is its own chunk, loaded when it first shows.
import { defineViews, lazyComponent } from '@latch/react'

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
  },
  ConnectingWalletConnectBasic: {
    title: {
      en: 'Connect wallet',
      es: 'Conectar billetera',
      fr: 'Connecter un portefeuille',
      de: 'Wallet verbinden',
      ja: 'ウォレットを接続',
      zh: '连接钱包',
      ar: 'ربط المحفظة',
    },
    Component: lazyComponent(() => import('./ConnectingWalletConnectBasicView')),
  },
})
