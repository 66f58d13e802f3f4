import type { WalletConnectMessages } from './en'

const messages: WalletConnectMessages = {
  qrLabel: 'Scannez avec le portefeuille de votre téléphone',
  connectionDeclined: 'Connexion refusée',
  couldNotConnect: 'Connexion impossible',
  declinedHint:
    'Vous avez refusé la demande dans votre portefeuille. Réessayez pour obtenir un nouveau code.',
  relayHint: 'Vérifiez votre connexion, puis réessayez.',
  retryHint: 'Réessayez quand vous êtes prêt.',
  tryAgain: 'Réessayer',
  retry: 'Réessayer',
  connected: 'Connecté',
  continueIn: 'Continuez dans {name}',
  yourWallet: 'votre portefeuille',
  scanWithPhone: 'Scannez avec votre téléphone',
  preparingQr: 'Préparation du QR code',
  openToApprove:
    'Ouvrez {name} pour approuver la connexion, ou scannez le code depuis un autre appareil.',
  scanHint:
    'Ouvrez un portefeuille WalletConnect sur votre téléphone et scannez le code pour vous connecter.',
  open: 'Ouvrir {name}',
  openWallet: 'Ouvrir le portefeuille',
  openDesktop: 'Ouvrir {name} pour ordinateur',
  openWeb: 'Ouvrir {name} web',
  copyLink: 'Copier le lien',
  wallets: 'Portefeuilles',
  allWallets: 'Tous les portefeuilles',
}

export default messages
