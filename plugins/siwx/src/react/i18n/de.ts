import type { SiwxMessages } from './en'

const messages: SiwxMessages = {
  heading: 'Mit deiner Wallet anmelden',
  explain:
    'Signiere diese Nachricht, um zu zeigen, dass dir diese Wallet gehört. Es kostet nichts und sendet keine Transaktion.',
  messageToSign: 'Zu signierende Nachricht',
  sign: 'Signieren',
  signAgain: 'Erneut signieren',
  cancel: 'Abbrechen',
  preparing: 'Nachricht wird vorbereitet…',
  signing: 'Bestätige die Signatur in deiner Wallet',
  verifying: 'Signatur wird geprüft…',
}

export default messages
