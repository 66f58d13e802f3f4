import { defineTexts } from './define'

const en = {
  changeEmailTitle: 'Change your email',
  changeEmailFrom: 'Current email',
  changeEmailTo: 'New email',
  changeEmailIntro:
    'Your email is how you recover this wallet. To change it, confirm with a code sent to {current}, then one sent to {next}.',
  changeEmailStart: 'Send code',
  changeEmailOldCode:
    'Enter the code we sent to {email}. Only do this if you asked to change your email to {next}.',
  changeEmailNewCode: 'Enter the code we sent to {email}.',
}

/** The email change, confirmed in the frame: the two addresses, then a code from each. */
export const emailChangeTexts = defineTexts(en, {
  es: {
    changeEmailTitle: 'Cambia tu correo',
    changeEmailFrom: 'Correo actual',
    changeEmailTo: 'Correo nuevo',
    changeEmailIntro:
      'Tu correo es la forma de recuperar esta billetera. Para cambiarlo, confirma con un código enviado a {current} y luego con otro enviado a {next}.',
    changeEmailStart: 'Enviar código',
    changeEmailOldCode:
      'Introduce el código que enviamos a {email}. Hazlo solo si pediste cambiar tu correo a {next}.',
    changeEmailNewCode: 'Introduce el código que enviamos a {email}.',
  },
  fr: {
    changeEmailTitle: 'Changer votre e-mail',
    changeEmailFrom: 'E-mail actuel',
    changeEmailTo: 'Nouvel e-mail',
    changeEmailIntro:
      'Votre e-mail sert à récupérer ce portefeuille. Pour le changer, confirmez avec un code envoyé à {current}, puis un autre envoyé à {next}.',
    changeEmailStart: 'Envoyer le code',
    changeEmailOldCode:
      'Saisissez le code envoyé à {email}. Ne le faites que si vous avez demandé à changer votre e-mail pour {next}.',
    changeEmailNewCode: 'Saisissez le code envoyé à {email}.',
  },
  de: {
    changeEmailTitle: 'E-Mail-Adresse ändern',
    changeEmailFrom: 'Aktuelle E-Mail',
    changeEmailTo: 'Neue E-Mail',
    changeEmailIntro:
      'Mit deiner E-Mail-Adresse stellst du diese Wallet wieder her. Bestätige die Änderung mit einem Code an {current} und danach mit einem Code an {next}.',
    changeEmailStart: 'Code senden',
    changeEmailOldCode:
      'Gib den Code ein, den wir an {email} gesendet haben. Nur wenn du die Änderung auf {next} selbst angefordert hast.',
    changeEmailNewCode: 'Gib den Code ein, den wir an {email} gesendet haben.',
  },
  ja: {
    changeEmailTitle: 'メールアドレスの変更',
    changeEmailFrom: '現在のメールアドレス',
    changeEmailTo: '新しいメールアドレス',
    changeEmailIntro:
      'メールアドレスはこのウォレットを復元する手段です。変更するには、{current} に送るコード、続いて {next} に送るコードで確認してください。',
    changeEmailStart: 'コードを送信',
    changeEmailOldCode:
      '{email} に送ったコードを入力してください。メールアドレスを {next} に変更するよう自分で求めた場合のみ入力してください。',
    changeEmailNewCode: '{email} に送ったコードを入力してください。',
  },
  zh: {
    changeEmailTitle: '更改邮箱',
    changeEmailFrom: '当前邮箱',
    changeEmailTo: '新邮箱',
    changeEmailIntro:
      '邮箱是你恢复此钱包的方式。要更改它，请先用发送到 {current} 的验证码确认，再用发送到 {next} 的验证码确认。',
    changeEmailStart: '发送验证码',
    changeEmailOldCode:
      '请输入我们发送到 {email} 的验证码。仅当你本人要求将邮箱改为 {next} 时才输入。',
    changeEmailNewCode: '请输入我们发送到 {email} 的验证码。',
  },
  ar: {
    changeEmailTitle: 'تغيير بريدك الإلكتروني',
    changeEmailFrom: 'البريد الحالي',
    changeEmailTo: 'البريد الجديد',
    changeEmailIntro:
      'بريدك الإلكتروني هو وسيلة استعادة هذه المحفظة. لتغييره، أكّد برمز يُرسل إلى {current} ثم برمز يُرسل إلى {next}.',
    changeEmailStart: 'إرسال الرمز',
    changeEmailOldCode:
      'أدخل الرمز الذي أرسلناه إلى {email}. لا تفعل ذلك إلا إذا طلبت بنفسك تغيير بريدك إلى {next}.',
    changeEmailNewCode: 'أدخل الرمز الذي أرسلناه إلى {email}.',
  },
})
