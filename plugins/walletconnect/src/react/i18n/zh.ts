import type { WalletConnectMessages } from './en'

const messages: WalletConnectMessages = {
  qrLabel: '用手机上的钱包扫描',
  connectionDeclined: '连接已被拒绝',
  couldNotConnect: '无法连接',
  declinedHint: '你在钱包中拒绝了请求。重试即可获取新的二维码。',
  relayHint: '请检查网络连接，然后重试。',
  retryHint: '准备好后请重试。',
  tryAgain: '再试一次',
  retry: '重试',
  connected: '已连接',
  continueIn: '在 {name} 中继续',
  yourWallet: '你的钱包',
  scanWithPhone: '用手机扫描',
  preparingQr: '正在准备二维码',
  openToApprove: '打开 {name} 批准连接，或用另一台设备扫描二维码。',
  scanHint: '在手机上打开支持 WalletConnect 的钱包，扫描二维码即可连接。',
  open: '打开 {name}',
  openWallet: '打开钱包',
  openDesktop: '打开 {name} 桌面版',
  openWeb: '打开 {name} 网页版',
  copyLink: '复制链接',
  wallets: '钱包',
  allWallets: '全部钱包',
}

export default messages
