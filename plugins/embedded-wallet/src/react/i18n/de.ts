import type { EmbeddedWalletMessages } from './en'

const messages: EmbeddedWalletMessages = {
  waitingApproval: 'Warten auf deine Bestätigung',
  sentLink:
    'Wir haben einen Link an {email} gesendet. Öffne ihn, um diesen Browser zu bestätigen; danach folgt ein Code.',
  useAnotherEmail: 'Andere E-Mail verwenden',
  enterCodeSixDigits: 'Gib den 6-stelligen Code ein, der an {email} gesendet wurde',
  resendIn: 'Code erneut senden in {seconds} s',
  resend: 'Code erneut senden',
  email: 'E-Mail',
  sendingCode: 'Code wird gesendet…',
  continue: 'Weiter',
  checking: 'Wird geprüft…',
  waitingFrame: 'Warten auf die sichere Wallet',
  reviewInFrame: 'Prüfe die Anfrage in der sicheren Wallet und bestätige oder lehne sie ab.',
  confirmInFrame:
    'Bestätige die Änderung auf {email} in der sicheren Wallet: Sie zeigt beide Adressen und fragt nach einem Code von jeder.',
  currentEmail: 'Aktuelle E-Mail: {email}',
  newEmail: 'Neue E-Mail',
  exportPhrase: 'Wiederherstellungsphrase exportieren',
  importPhrase:
    'Meine Wiederherstellungsphrase importieren (neues Konto): Ich gebe sie in der sicheren Wallet ein',
  exportInFrame:
    'Deine Wiederherstellungsphrase wird nur in der sicheren Wallet angezeigt, nach einem Code an deine E-Mail-Adresse. Gib sie nie auf einer Website ein.',
}

export default messages
