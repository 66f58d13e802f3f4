import type { ViewDeclaration } from '@latch/core/plugin'

/**
 * The relay protocol plugin's views: the QR of a pairing, and the one basic mode opens on. Their screens come with `@latch/walletconnect/react`; declared here, the core's modal and router
 * take them.
 */
export const walletConnectViewDeclarations = {
  ConnectingWalletConnect: { connecting: true },
  ConnectingWalletConnectBasic: { connecting: true, basic: true },
} as const satisfies Record<string, ViewDeclaration>

declare module '@latch/core' {
  interface LatchViews {
    ConnectingWalletConnect: true
    ConnectingWalletConnectBasic: true
  }
}
