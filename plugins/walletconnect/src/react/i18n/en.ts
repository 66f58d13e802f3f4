/** The WalletConnect views' texts in English (the type of every other locale). */
export const walletConnectEn = {
  qrLabel: "Scan with your phone's wallet",
  connectionDeclined: 'Connection declined',
  couldNotConnect: 'Could not connect',
  declinedHint: 'You declined the request in your wallet. Try again for a new code.',
  relayHint: 'Check your connection, then retry.',
  retryHint: 'Retry when you are ready.',
  tryAgain: 'Try again',
  retry: 'Retry',
  connected: 'Connected',
  continueIn: 'Continue in {name}',
  yourWallet: 'your wallet',
  scanWithPhone: 'Scan with your phone',
  preparingQr: 'Preparing the QR code',
  openToApprove: 'Open {name} to approve the connection, or scan the code from another device.',
  scanHint: 'Open a WalletConnect wallet on your phone and scan the code to connect.',
  open: 'Open {name}',
  openWallet: 'Open wallet',
  openDesktop: 'Open {name} desktop',
  openWeb: 'Open {name} web',
  copyLink: 'Copy link',
  wallets: 'Wallets',
  allWallets: 'All wallets',
}

export type WalletConnectMessages = typeof walletConnectEn
