import type { ButtonMessages } from './en'

const messages: ButtonMessages = {
  connectWallet: 'ウォレットを接続',
  connecting: '接続中…',
  account: '{label}、アカウント',
  changeNetwork: '{network}、ネットワークを切り替え',
  unsupportedNetwork: '未対応のネットワーク',
  copied: 'コピーしました',
}
export default messages
