import type { SiwxMessages } from './en'

const messages: SiwxMessages = {
  heading: 'ウォレットでサインイン',
  explain:
    'このメッセージに署名して、このウォレットの所有者であることを証明してください。費用はかからず、トランザクションも送信されません。',
  messageToSign: '署名するメッセージ',
  sign: '署名',
  signAgain: 'もう一度署名',
  cancel: 'キャンセル',
  preparing: 'メッセージを準備しています…',
  signing: 'ウォレットで署名を承認してください',
  verifying: '署名を確認しています…',
}

export default messages
