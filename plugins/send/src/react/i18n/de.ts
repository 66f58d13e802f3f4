import type { SendMessages } from './en'

const messages: SendMessages = {
  form: 'Senden',
  token: 'Token',
  selectToken: 'Token auswählen',
  balanceOnNetwork: 'Guthaben in diesem Netzwerk: {value}',
  amount: 'Betrag',
  max: 'Max.',
  receiver: 'Empfänger',
  receiverPlaceholder: 'Adresse oder Name',
  resolving: 'Name wird aufgelöst…',
  review: 'Prüfen',
  reviewLabel: 'Überprüfe deine Sendung',
  sending: 'Du sendest',
  to: 'An',
  sendingInWallet: 'Wird gesendet… bestätige in deiner Wallet',
  sendingStatus: 'Wird gesendet',
  back: 'Zurück',
  send: 'Senden',
  networkFee: 'Netzwerkgebühr: {amount} {symbol}',
  aboutValue: '(≈ {value})',
  lessThan: '< {value}',
  connectToReceive: 'Verbinde eine Wallet, um zu empfangen.',
  qrOf: 'QR-Code von {address}',
  sendOnlyOn: 'Sende an diese Adresse nur Assets auf {network}.',
  sendOnlyOnThis: 'Sende an diese Adresse nur Assets in diesem Netzwerk.',
  yourAddress: 'Deine Adresse',
  copyAddress: 'Adresse kopieren',
}

export default messages
