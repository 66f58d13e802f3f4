/** The sign-in view's texts in English (the type of every other locale). */
export const siwxEn = {
  heading: 'Sign in with your wallet',
  explain:
    'Sign this message to prove you own this wallet. It costs nothing and sends no transaction.',
  messageToSign: 'Message to sign',
  sign: 'Sign',
  signAgain: 'Sign again',
  cancel: 'Cancel',
  preparing: 'Preparing the message…',
  signing: 'Approve the signature in your wallet',
  verifying: 'Checking the signature…',
}

export type SiwxMessages = typeof siwxEn
