import type { RecoveryVault } from '../authClient'
import { FrameError } from '../errors'

/**
 * Showing the recovery phrase, as the frame's own UI drives it (never the host page): a code the
 * vault mails for this export, typed in the frame, then the words, once.
 */
export interface WalletExportSteps {
  /** Where the vault mails its code. */
  readonly email: string
  /**
   * Asks the vault for a fresh code: it keeps one live code per user, so this replaces any code
   * mailed before (a login's recovery code no longer works). Resolves with seconds before another.
   */
  sendCode(): Promise<number>
  /** Checks a code mailed by `sendCode` with the vault ('Invalid code' and the like otherwise). */
  confirm(code: string): Promise<void>
  /** The 24 words, once `confirm` succeeded; a second call throws (one code, one showing). */
  reveal(): readonly string[]
}

export function createWalletExport(options: {
  vault: RecoveryVault
  token: string
  email: string
  /** The unlocked wallet's phrase, read only at the reveal (throws once the key is gone). */
  phrase(): string
}): WalletExportSteps {
  const { vault, token } = options
  let step: 'start' | 'sent' | 'confirmed' | 'shown' = 'start'
  return {
    email: options.email,
    async sendCode() {
      if (step !== 'start' && step !== 'sent') throw new FrameError('The code was already used')
      const sent = await vault.requestRecoveryCode(token, 'export')
      // No recovery share, no code from the vault to prove the mailbox with: nothing is shown.
      if (!sent) throw new FrameError('This wallet has no recovery share')
      step = 'sent'
      return sent.resendInSeconds
    },
    async confirm(code) {
      // Only a code asked for in this export counts: without a `sendCode` here, a code typed is
      // one mailed earlier for something else.
      if (step !== 'sent') throw new FrameError('Send a code first')
      await vault.releaseRecoveryShare(token, code)
      step = 'confirmed'
    },
    reveal() {
      if (step !== 'confirmed') throw new FrameError('Confirm with a code first')
      step = 'shown'
      return options.phrase().split(' ')
    },
  }
}
