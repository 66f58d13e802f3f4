// `@latch/siwx/react`: the sign-in view for the default UI (`@latch/react`), passed to
// `<LatchUI views={[siwxViews]}>`. The view is its own chunk, loaded when it first shows.
import { defineViews, lazyComponent } from '@latch/react'

/**
 * SIWXSignMessage: what the wallet will sign, Sign / Cancel, and 'Signature declined' with a retry.
 * The plugin opens it after a connect or a network change when sign-in is required.
 *
 * @example
 * <LatchUI client={latch} views={[siwxViews]}>
 */
export const siwxViews = defineViews({
  SIWXSignMessage: {
    title: {
      en: 'Sign in',
      es: 'Iniciar sesión',
      fr: 'Connexion',
      de: 'Anmelden',
      ja: 'サインイン',
      zh: '登录',
      ar: 'تسجيل الدخول',
    },
    Component: lazyComponent(() => import('./SIWXSignMessageView')),
  },
})
