import type { ErrorInfo } from '@latch/core'

/** Where the pairing stands: what the ConnectingWalletConnect view shows. */
export type PairingState =
  | { status: 'idle' }
  /** Asking the relay for a pairing. */
  | { status: 'starting' }
  /** A `wc:` URI a wallet can scan until `expiresAt` (ms on the client's clock). */
  | { status: 'ready'; uri: string; expiresAt: number }
  /** The wallet said no; a fresh URI is one retry away. */
  | { status: 'rejected'; error: ErrorInfo }
  /** No pairing came from the relay in time: never a dead QR. */
  | { status: 'unreachable'; error: ErrorInfo }

export interface WalletConnectState {
  pairing: PairingState
}

declare module '@latch/core' {
  interface LatchPluginStates {
    walletConnect: WalletConnectState
  }
  interface LatchCommands {
    /**
     * A fresh pairing URI for the connect under way (after an unreachable relay, or to refresh the
     * QR); with none under way, a pairing prepared for the next connect, kept while fresh (the
     * Connect view asks for it as it shows: a QR at once). Resolves once it is made.
     */
    'walletConnect.pair': { params: void; result: void }
  }
}
