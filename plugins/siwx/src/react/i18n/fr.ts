import type { SiwxMessages } from './en'

const messages: SiwxMessages = {
  heading: 'Connectez-vous avec votre portefeuille',
  explain:
    'Signez ce message pour prouver que ce portefeuille vous appartient. C’est gratuit et aucune transaction n’est envoyée.',
  messageToSign: 'Message à signer',
  sign: 'Signer',
  signAgain: 'Signer à nouveau',
  cancel: 'Annuler',
  preparing: 'Préparation du message…',
  signing: 'Approuvez la signature dans votre portefeuille',
  verifying: 'Vérification de la signature…',
}

export default messages
