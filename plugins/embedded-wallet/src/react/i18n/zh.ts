import type { EmbeddedWalletMessages } from './en'

const messages: EmbeddedWalletMessages = {
  waitingApproval: '正在等待你的批准',
  sentLink: '我们已向 {email} 发送了一个链接。打开它以批准此浏览器，随后你会收到验证码。',
  useAnotherEmail: '使用其他邮箱',
  enterCodeSixDigits: '输入发送到 {email} 的 6 位验证码',
  resendIn: '{seconds} 秒后可重新发送',
  resend: '重新发送验证码',
  email: '邮箱',
  sendingCode: '正在发送验证码…',
  continue: '继续',
  checking: '正在验证…',
  waitingFrame: '正在等待安全钱包',
  reviewInFrame: '请在安全钱包中查看该请求，然后批准或拒绝。',
  confirmInFrame:
    '请在安全钱包中确认更改为 {email}：它会显示两个地址，并要求分别输入各自收到的验证码。',
  currentEmail: '当前邮箱：{email}',
  newEmail: '新邮箱',
  exportPhrase: '导出恢复短语',
  importPhrase: '导入我的恢复短语（新账户）：我在安全钱包中输入',
  exportInFrame:
    '你的恢复短语仅在安全钱包中显示，需先输入发送到你邮箱的验证码。切勿在任何网站中输入它。',
}

export default messages
