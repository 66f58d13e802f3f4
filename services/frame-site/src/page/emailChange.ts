import { EMAIL_LOGIN_COOLDOWN_MS } from '@latch/embedded-wallet/protocol'
import type { AuthClient } from './authClient'
import { FrameError } from './errors'
import type { WalletSession } from './wallet'

/**
 * A change of the wallet's email as the frame's own UI drives it (never the host page): the
 * person sees both addresses, asks for the first code with a click in the frame, and types both
 * codes here. The host only names the new address; it never sees or passes a code.
 */
export interface EmailChangeSteps {
  readonly currentEmail: string
  readonly newEmail: string
  /** Mails a code to the current address; resolves with seconds before another may be asked. */
  sendCurrentCode(): Promise<number>
  /** Checks the current address's code; the auth server then mails the new address. */
  confirmCurrent(code: string): Promise<void>
  /** Checks the new address's code: the change is made, and the wallet split again under it. */
  confirmNew(code: string): Promise<void>
}

/** Seconds between two codes to the current address: the spec's mail cooldown (§9). */
const RESEND_SECONDS = EMAIL_LOGIN_COOLDOWN_MS / 1000

export function createEmailChange(options: {
  auth: AuthClient
  wallet: WalletSession
  token: string
  currentEmail: string
  newEmail: string
  log?(line: string): void
}): EmailChangeSteps & { readonly done: string | undefined } {
  const { auth, wallet, token, newEmail } = options
  let step: 'start' | 'current' | 'new' | 'done' = 'start'
  let done: string | undefined
  const expect = (wanted: typeof step) => {
    if (step !== wanted) throw new FrameError('The email change is not at this step')
  }
  return {
    currentEmail: options.currentEmail,
    newEmail,
    get done() {
      return done
    },
    async sendCurrentCode() {
      if (step !== 'start' && step !== 'current') expect('start')
      await auth.updateEmail(token, newEmail)
      step = 'current'
      return RESEND_SECONDS
    },
    async confirmCurrent(code) {
      expect('current')
      await auth.updateEmailPrimary(token, code)
      step = 'new'
    },
    async confirmNew(code) {
      expect('new')
      const changed = await auth.updateEmailSecondary(token, code)
      step = 'done'
      done = changed
      // The recovery share follows the address the person just confirmed from both mailboxes:
      // a new split stores R under it. Should that fail, R stays under the old address (its
      // codes still reach the old mailbox, which confirmed this change) until the next split.
      await wallet.emailChanged(changed).catch((error: unknown) => {
        options.log?.(`re-split after the email change failed: ${String(error)}`)
      })
    },
  }
}
