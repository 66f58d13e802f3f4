import type { EmbeddedWalletMessages } from './en'

const messages: EmbeddedWalletMessages = {
  waitingApproval: '承認を待っています',
  sentLink:
    '{email} にリンクを送信しました。リンクを開いてこのブラウザを承認してください。その後コードが届きます。',
  useAnotherEmail: '別のメールアドレスを使う',
  enterCodeSixDigits: '{email} に送信された6桁のコードを入力してください',
  resendIn: '{seconds} 秒後にコードを再送信',
  resend: 'コードを再送信',
  email: 'メール',
  sendingCode: 'コードを送信しています…',
  continue: '続ける',
  checking: '確認しています…',
  waitingFrame: 'セキュアウォレットを待っています',
  reviewInFrame: 'セキュアウォレットでリクエストを確認し、承認または拒否してください。',
  confirmInFrame:
    '{email} への変更を安全なウォレットで確認してください。両方のアドレスが表示され、それぞれのコードを求められます。',
  currentEmail: '現在のメールアドレス: {email}',
  newEmail: '新しいメールアドレス',
  exportPhrase: 'リカバリーフレーズをエクスポート',
  importPhrase:
    '自分のリカバリーフレーズをインポート（新規アカウント）：セキュアウォレットで入力します',
  exportInFrame:
    'リカバリーフレーズは、メールに送られたコードで確認した後、セキュアウォレット内にのみ表示されます。ウェブサイトには決して入力しないでください。',
}

export default messages
