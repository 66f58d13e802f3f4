import type { LocalizedText } from '@latch/react'

/** The views' titles in every locale (a missing locale is a type error). */
export default {
  SIWXSignMessage: {
    en: 'Sign in',
    es: 'Iniciar sesión',
    fr: 'Connexion',
    de: 'Anmelden',
    ja: 'サインイン',
    zh: '登录',
    ar: 'تسجيل الدخول',
  },
} satisfies Record<string, LocalizedText>
