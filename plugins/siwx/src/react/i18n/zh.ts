import type { SiwxMessages } from './en'

const messages: SiwxMessages = {
  heading: '使用钱包登录',
  explain: '签署此消息以证明你拥有此钱包。不产生任何费用，也不会发送交易。',
  messageToSign: '待签署的消息',
  sign: '签署',
  signAgain: '重新签署',
  cancel: '取消',
  preparing: '正在准备消息…',
  signing: '请在钱包中批准签名',
  verifying: '正在验证签名…',
}

export default messages
