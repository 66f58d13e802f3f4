import type { SendMessages } from './en'

const messages: SendMessages = {
  form: '送る',
  token: 'トークン',
  selectToken: 'トークンを選択',
  balanceOnNetwork: 'このネットワークの残高: {value}',
  amount: '金額',
  max: '最大',
  receiver: '受取人',
  receiverPlaceholder: 'アドレスまたは名前',
  resolving: '名前を解決しています…',
  review: '確認',
  reviewLabel: '送金内容を確認',
  sending: '送金額',
  to: '宛先',
  sendingInWallet: '送信中… ウォレットで承認してください',
  sendingStatus: '送信中',
  back: '戻る',
  send: '送る',
  networkFee: 'ネットワーク手数料: {amount} {symbol}',
  aboutValue: '(≈ {value})',
  lessThan: '< {value}',
  connectToReceive: '受け取るにはウォレットを接続してください。',
  qrOf: '{address} のQRコード',
  sendOnlyOn: 'このアドレスには {network} 上の資産のみを送ってください。',
  sendOnlyOnThis: 'このアドレスにはこのネットワーク上の資産のみを送ってください。',
  yourAddress: 'あなたのアドレス',
  copyAddress: 'アドレスをコピー',
}

export default messages
