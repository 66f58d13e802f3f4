import type { SendMessages } from './en'

const messages: SendMessages = {
  form: 'Envoyer',
  token: 'Jeton',
  selectToken: 'Choisissez un jeton',
  balanceOnNetwork: 'Solde sur ce réseau : {value}',
  amount: 'Montant',
  max: 'Max',
  receiver: 'Destinataire',
  receiverPlaceholder: 'Adresse ou nom',
  resolving: 'Résolution du nom…',
  review: 'Vérifier',
  reviewLabel: 'Vérifiez votre envoi',
  sending: 'Envoi',
  to: 'À',
  sendingInWallet: 'Envoi… approuvez dans votre portefeuille',
  sendingStatus: 'Envoi en cours',
  back: 'Retour',
  send: 'Envoyer',
  networkFee: 'Frais de réseau : {amount} {symbol}',
  aboutValue: '(≈ {value})',
  lessThan: '< {value}',
  connectToReceive: 'Connectez un portefeuille pour recevoir.',
  qrOf: 'QR code de {address}',
  sendOnlyOn: 'N’envoyez à cette adresse que des actifs sur {network}.',
  sendOnlyOnThis: 'N’envoyez à cette adresse que des actifs sur ce réseau.',
  yourAddress: 'Votre adresse',
  copyAddress: 'Copier l’adresse',
}

export default messages
