import type { WalletConnectMessages } from './en'

const messages: WalletConnectMessages = {
  qrLabel: 'スマートフォンのウォレットでスキャン',
  connectionDeclined: '接続が拒否されました',
  couldNotConnect: '接続できませんでした',
  declinedHint:
    'ウォレットでリクエストを拒否しました。もう一度お試しいただくと新しいコードが表示されます。',
  relayHint: '接続を確認してから、もう一度お試しください。',
  retryHint: '準備ができたら、もう一度お試しください。',
  tryAgain: 'もう一度試す',
  retry: '再試行',
  connected: '接続しました',
  continueIn: '{name}で続ける',
  yourWallet: 'ウォレット',
  scanWithPhone: 'スマートフォンでスキャン',
  preparingQr: 'QRコードを準備しています',
  openToApprove: '{name}を開いて接続を承認するか、別のデバイスでコードをスキャンしてください。',
  scanHint:
    'スマートフォンでWalletConnect対応ウォレットを開き、コードをスキャンして接続してください。',
  open: '{name}を開く',
  openWallet: 'ウォレットを開く',
  openDesktop: '{name}（デスクトップ）を開く',
  openWeb: '{name}（Web）を開く',
  copyLink: 'リンクをコピー',
  wallets: 'ウォレット',
  allWallets: 'すべてのウォレット',
}

export default messages
