import type { ViewName } from '@latch/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export interface ViewDefinition {
  /** The dialog's accessible name and visible title. */
  title: string
  Component: LazyExoticComponent<ComponentType>
}

/**
 * The views of the default UI, each in its own chunk, loaded the first time it shows. Views of
 * plugins that are not registered are not here, so they are neither shown nor bundled.
 */
export const views: Partial<Record<ViewName, ViewDefinition>> = {
  Connect: { title: 'Connect wallet', Component: lazy(() => import('../views/ConnectView')) },
  AllWallets: { title: 'All wallets', Component: lazy(() => import('../views/AllWalletsView')) },
  ConnectingExternal: {
    title: 'Connecting',
    Component: lazy(() => import('../views/ConnectingExternalView')),
  },
  Networks: { title: 'Choose network', Component: lazy(() => import('../views/NetworksView')) },
  SwitchNetwork: {
    title: 'Switch network',
    Component: lazy(() => import('../views/SwitchNetworkView')),
  },
  SwitchActiveChain: {
    title: 'Switch chain',
    Component: lazy(() => import('../views/SwitchActiveChainView')),
  },
  UnsupportedChain: {
    title: 'Unsupported network',
    Component: lazy(() => import('../views/UnsupportedChainView')),
  },
  Account: { title: 'Account', Component: lazy(() => import('../views/AccountView')) },
}
