import type { ButtonMessages } from './en'

const messages: ButtonMessages = {
  connectWallet: 'Conectar billetera',
  connecting: 'Conectando…',
  account: '{label}, cuenta',
  changeNetwork: '{network}, cambiar de red',
  unsupportedNetwork: 'Red no compatible',
  copied: 'Copiado',
}
export default messages
