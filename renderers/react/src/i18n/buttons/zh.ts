import type { ButtonMessages } from './en'

const messages: ButtonMessages = {
  connectWallet: '连接钱包',
  connecting: '正在连接…',
  account: '{label}，账户',
  changeNetwork: '{network}，切换网络',
  unsupportedNetwork: '不支持的网络',
  copied: '已复制',
}
export default messages
