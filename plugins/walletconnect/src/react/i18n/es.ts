import type { WalletConnectMessages } from './en'

const messages: WalletConnectMessages = {
  qrLabel: 'Escanea con la billetera de tu teléfono',
  connectionDeclined: 'Conexión rechazada',
  couldNotConnect: 'No se pudo conectar',
  declinedHint:
    'Rechazaste la solicitud en tu billetera. Vuelve a intentarlo para obtener un código nuevo.',
  relayHint: 'Comprueba tu conexión y vuelve a intentarlo.',
  retryHint: 'Vuelve a intentarlo cuando quieras.',
  tryAgain: 'Intentar de nuevo',
  retry: 'Reintentar',
  connected: 'Conectado',
  continueIn: 'Continúa en {name}',
  yourWallet: 'tu billetera',
  scanWithPhone: 'Escanea con tu teléfono',
  preparingQr: 'Preparando el código QR',
  openToApprove: 'Abre {name} para aprobar la conexión o escanea el código desde otro dispositivo.',
  scanHint:
    'Abre una billetera compatible con WalletConnect en tu teléfono y escanea el código para conectarte.',
  open: 'Abrir {name}',
  openWallet: 'Abrir billetera',
  openDesktop: 'Abrir {name} para escritorio',
  openWeb: 'Abrir {name} web',
  copyLink: 'Copiar enlace',
  wallets: 'Billeteras',
  allWallets: 'Todas las billeteras',
}

export default messages
