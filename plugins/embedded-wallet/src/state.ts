import type { ChainNamespace, ErrorInfo } from '@latch/core'

/** Where the email login stands (spec §4): what the EmailLogin view shows. */
export type EmailLoginStep =
  | { step: 'idle' }
  /** Asking the frame (and its auth server) to send a code or a device link. */
  | { step: 'sending'; email: string }
  /** A new device: the person approves it from the mail, then a code follows. */
  | { step: 'verifyDevice'; email: string }
  /** A code was mailed; `resendAt` is when another may be asked for (client clock, ms). */
  | { step: 'verifyOtp'; email: string; resendAt: number }
  /** The code was accepted: the accounts are being read. */
  | { step: 'connecting'; email: string }

/**
 * Change of email (spec §4): both codes are typed in the secure frame, never here, so the host
 * page only knows whether the frame is asking the person to confirm the change.
 */
export type UpdateEmailStep = { step: 'idle' } | { step: 'confirming'; newEmail: string }

export interface EmbeddedWalletState {
  /** The secure frame: not created, loading, ready, or failed to load. */
  frame: 'none' | 'loading' | 'ready' | 'failed'
  login: EmailLoginStep
  updateEmail: UpdateEmailStep
  /** The last failure of a login or email-change step, shown by its view; cleared by the next. */
  error?: ErrorInfo
  /** The logged-in person's email. */
  email?: string
  /** The frame shows its approval UI for a request: the modal shows the frame. */
  approving: boolean
}

declare module '@latch/core' {
  interface LatchPluginStates {
    embeddedWallet: EmbeddedWalletState
  }
  interface LatchCommands {
    /** Sends a login code (or a device link) to `email`; then the view asks for the code. */
    'embeddedWallet.connectEmail': { params: { email: string }; result: void }
    /** Waits until the person approved this device from the mail; then a code is sent. */
    'embeddedWallet.connectDevice': { params: void; result: void }
    /** Checks the code, then connects every namespace of the embedded wallet. */
    'embeddedWallet.connectOtp': {
      /**
       * `importWallet`: a new account takes a recovery phrase the person types in the secure
       * frame (never here); an account that has a wallet is refused.
       */
      params: { otp: string; namespace?: ChainNamespace; importWallet?: boolean }
      result: void
    }
    /**
     * Changes the account's email to `email`, confirmed by the person in the secure frame (a code
     * from the current address, then one from the new); resolves once it is the account's.
     */
    'embeddedWallet.updateEmail': { params: { email: string }; result: void }
    /**
     * Shows the recovery phrase in the secure frame only (a code mailed to the person typed there
     * first); resolves once the person closed it. Nothing of the phrase reaches this page.
     */
    'embeddedWallet.exportWallet': { params: void; result: void }
    /** Back to the email field (a typo, another address). */
    'embeddedWallet.resetLogin': { params: void; result: void }
  }
}
