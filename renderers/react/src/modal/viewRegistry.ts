import type { ViewName } from '@latch/core'
import { type LazyComponent, lazyComponent } from './lazyComponent'

export interface ViewDefinition {
  /** The dialog's accessible name and visible title. */
  title: string
  /** Its own chunk, loaded the first time the view shows (with the modal's, in parallel). */
  Component: LazyComponent
}

/**
 * The views of the default UI, each in its own chunk, loaded the first time it shows. Views of
 * plugins that are not registered are not here, so they are neither shown nor bundled.
 */
export const views: Partial<Record<ViewName, ViewDefinition>> = {
  Connect: {
    title: 'Connect wallet',
    Component: lazyComponent(() => import('../views/ConnectView')),
  },
  AllWallets: {
    title: 'All wallets',
    Component: lazyComponent(() => import('../views/AllWalletsView')),
  },
  ConnectingExternal: {
    title: 'Connecting',
    Component: lazyComponent(() => import('../views/ConnectingExternalView')),
  },
  Networks: {
    title: 'Choose network',
    Component: lazyComponent(() => import('../views/NetworksView')),
  },
  SwitchNetwork: {
    title: 'Switch network',
    Component: lazyComponent(() => import('../views/SwitchNetworkView')),
  },
  SwitchActiveChain: {
    title: 'Switch chain',
    Component: lazyComponent(() => import('../views/SwitchActiveChainView')),
  },
  UnsupportedChain: {
    title: 'Unsupported network',
    Component: lazyComponent(() => import('../views/UnsupportedChainView')),
  },
  Account: { title: 'Account', Component: lazyComponent(() => import('../views/AccountView')) },
}
