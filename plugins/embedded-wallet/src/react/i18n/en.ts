/** The email login views' texts in English (the type of every other locale). */
export const embeddedWalletEn = {
  waitingApproval: 'Waiting for your approval',
  sentLink: 'We sent a link to {email}. Open it to approve this browser; a code follows.',
  useAnotherEmail: 'Use another email',
  enterCodeSixDigits: 'Enter the 6-digit code sent to {email}',
  resendIn: 'Resend code in {seconds} s',
  resend: 'Resend code',
  email: 'Email',
  sendingCode: 'Sending a code…',
  continue: 'Continue',
  checking: 'Checking…',
  waitingFrame: 'Waiting for the secure wallet',
  reviewInFrame: 'Review the request in the secure wallet and approve or reject it.',
  confirmInFrame:
    'Confirm the change to {email} in the secure wallet: it shows both addresses and asks for a code from each.',
  currentEmail: 'Current email: {email}',
  newEmail: 'New email',
  exportPhrase: 'Export recovery phrase',
  importPhrase: 'Import my recovery phrase (new account): I type it in the secure wallet',
  exportInFrame:
    'Your recovery phrase shows in the secure wallet only, after a code sent to your email. Never type it into a website.',
}

export type EmbeddedWalletMessages = typeof embeddedWalletEn
