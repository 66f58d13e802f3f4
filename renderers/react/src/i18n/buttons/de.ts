import type { ButtonMessages } from './en'

const messages: ButtonMessages = {
  connectWallet: 'Wallet verbinden',
  connecting: 'Verbinden…',
  account: '{label}, Konto',
  changeNetwork: '{network}, Netzwerk wechseln',
  unsupportedNetwork: 'Nicht unterstütztes Netzwerk',
  copied: 'Kopiert',
}
export default messages
