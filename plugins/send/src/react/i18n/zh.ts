import type { SendMessages } from './en'

const messages: SendMessages = {
  form: '发送',
  token: '代币',
  selectToken: '选择代币',
  balanceOnNetwork: '此网络上的余额：{value}',
  amount: '金额',
  max: '最大',
  receiver: '收款人',
  receiverPlaceholder: '地址或名称',
  resolving: '正在解析名称…',
  review: '检查',
  reviewLabel: '检查你的发送',
  sending: '发送',
  to: '至',
  sendingInWallet: '正在发送… 请在钱包中批准',
  sendingStatus: '正在发送',
  back: '返回',
  send: '发送',
  networkFee: '网络费用：{amount} {symbol}',
  aboutValue: '（≈ {value}）',
  lessThan: '< {value}',
  connectToReceive: '连接钱包以接收。',
  qrOf: '{address} 的二维码',
  sendOnlyOn: '只能向此地址发送 {network} 上的资产。',
  sendOnlyOnThis: '只能向此地址发送此网络上的资产。',
  yourAddress: '你的地址',
  copyAddress: '复制地址',
}

export default messages
