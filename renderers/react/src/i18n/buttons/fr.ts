import type { ButtonMessages } from './en'

const messages: ButtonMessages = {
  connectWallet: 'Connecter un portefeuille',
  connecting: 'Connexion…',
  account: '{label}, compte',
  changeNetwork: '{network}, changer de réseau',
  unsupportedNetwork: 'Réseau non pris en charge',
  copied: 'Copié',
}
export default messages
