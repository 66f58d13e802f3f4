import type { LocalizedText } from '@latch/react'

/** The views' titles in every locale (a missing locale is a type error). */
export default {
  EmailLogin: {
    en: 'Continue with email',
    es: 'Continuar con correo electrónico',
    fr: 'Continuer avec un e-mail',
    de: 'Weiter mit E-Mail',
    ja: 'メールで続ける',
    zh: '使用邮箱继续',
    ar: 'المتابعة بالبريد الإلكتروني',
  },
  ApproveTransaction: {
    en: 'Approve in your wallet',
    es: 'Aprueba en tu billetera',
    fr: 'Approuvez dans votre portefeuille',
    de: 'In deiner Wallet bestätigen',
    ja: 'ウォレットで承認',
    zh: '在钱包中批准',
    ar: 'وافق في محفظتك',
  },
  UpdateEmailWallet: {
    en: 'Change email',
    es: 'Cambiar correo',
    fr: 'Changer d’e-mail',
    de: 'E-Mail ändern',
    ja: 'メールアドレスを変更',
    zh: '更改邮箱',
    ar: 'تغيير البريد الإلكتروني',
  },
} satisfies Record<string, LocalizedText>
