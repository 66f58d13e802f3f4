import type { SendMessages } from './en'

const messages: SendMessages = {
  form: 'Enviar',
  token: 'Token',
  selectToken: 'Selecciona un token',
  balanceOnNetwork: 'Saldo en esta red: {value}',
  amount: 'Cantidad',
  max: 'Máx.',
  receiver: 'Destinatario',
  receiverPlaceholder: 'Dirección o nombre',
  resolving: 'Resolviendo el nombre…',
  review: 'Revisar',
  reviewLabel: 'Revisa tu envío',
  sending: 'Envío',
  to: 'A',
  sendingInWallet: 'Enviando… apruébalo en tu billetera',
  sendingStatus: 'Enviando',
  back: 'Atrás',
  send: 'Enviar',
  networkFee: 'Comisión de red: {amount} {symbol}',
  aboutValue: '(≈ {value})',
  lessThan: '< {value}',
  connectToReceive: 'Conecta una billetera para recibir.',
  qrOf: 'Código QR de {address}',
  sendOnlyOn: 'Envía a esta dirección solo activos de {network}.',
  sendOnlyOnThis: 'Envía a esta dirección solo activos de esta red.',
  yourAddress: 'Tu dirección',
  copyAddress: 'Copiar dirección',
}

export default messages
