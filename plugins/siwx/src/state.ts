import type { CaipNetworkId, ErrorInfo, StorageValue } from '@latch/core'

/**
 * A sign-in session (spec §3: data, message, signature), with its id on the server (`pci`): the
 * type of the stored sessions (`./storage`), whose schema also checks the server's answers.
 */
export type SiwxSession = StorageValue<'siwxSessions'>[number]

/** What a verified sign-in message says (CAIP-122 fields; times ISO 8601, as in the message). */
export type SiwxSessionData = SiwxSession['data']

/** The sign-in being asked for: what the SIWXSignMessage view shows. */
export type SiwxRequest =
  | { status: 'idle' }
  /** Asking the app's server for a nonce. */
  | { status: 'preparing'; caipNetworkId: CaipNetworkId; address: string }
  /** `message` is what the wallet will be asked to sign. */
  | {
      status: 'ready' | 'signing' | 'verifying'
      caipNetworkId: CaipNetworkId
      address: string
      message: string
    }
  /** The wallet said no ('Signature declined'), or the server refused: Sign again is one click away. */
  | {
      status: 'declined' | 'failed'
      caipNetworkId: CaipNetworkId
      address: string
      message?: string
      error: ErrorInfo
    }

export interface SiwxState {
  /** Sign-in is required: connecting without signing in is not kept (spec §4). */
  required: boolean
  request: SiwxRequest
  /** Sessions this page holds, one per network and address, oldest first. */
  sessions: SiwxSession[]
}

declare module '@latch/core' {
  interface LatchPluginStates {
    siwx: SiwxState
  }
  interface LatchCommands {
    /** Prepares the message for the active account (a nonce from the app's server): the text to sign. */
    'siwx.prepare': { params: void; result: string }
    /** Signs in the active account on the active network: sign, verify, keep the session. */
    'siwx.signIn': { params: void; result: SiwxSession }
    /**
     * Leaves the sign-in: when required, switches to the last signed-in network or disconnects;
     * else closes the modal (spec §4).
     */
    'siwx.cancel': { params: void; result: void }
    /** The sessions the app's server holds for an address (default: the active account's). */
    'siwx.getSessions': { params: { address?: string }; result: SiwxSession[] }
    /** Revokes a session on the app's server, with a signature by its account. */
    'siwx.revoke': { params: { pci: string }; result: void }
  }
  interface LatchEvents {
    /** A sign-in was verified by the app's server. */
    'siwx.signedIn': { session: SiwxSession }
  }
}
