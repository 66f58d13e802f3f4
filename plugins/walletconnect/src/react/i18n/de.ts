import type { WalletConnectMessages } from './en'

const messages: WalletConnectMessages = {
  qrLabel: 'Mit der Wallet auf deinem Handy scannen',
  connectionDeclined: 'Verbindung abgelehnt',
  couldNotConnect: 'Verbindung nicht möglich',
  declinedHint:
    'Du hast die Anfrage in deiner Wallet abgelehnt. Versuche es erneut, um einen neuen Code zu erhalten.',
  relayHint: 'Prüfe deine Verbindung und versuche es dann erneut.',
  retryHint: 'Versuche es erneut, wenn du bereit bist.',
  tryAgain: 'Erneut versuchen',
  retry: 'Erneut versuchen',
  connected: 'Verbunden',
  continueIn: 'Weiter in {name}',
  yourWallet: 'deiner Wallet',
  scanWithPhone: 'Mit dem Handy scannen',
  preparingQr: 'QR-Code wird vorbereitet',
  openToApprove:
    'Öffne {name}, um die Verbindung zu bestätigen, oder scanne den Code mit einem anderen Gerät.',
  scanHint:
    'Öffne eine WalletConnect-Wallet auf deinem Handy und scanne den Code, um dich zu verbinden.',
  open: '{name} öffnen',
  openWallet: 'Wallet öffnen',
  openDesktop: '{name} für Desktop öffnen',
  openWeb: '{name} im Web öffnen',
  copyLink: 'Link kopieren',
  wallets: 'Wallets',
  allWallets: 'Alle Wallets',
}

export default messages
