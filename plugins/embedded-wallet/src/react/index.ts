// `@latch/embedded-wallet/react`: the embedded wallet's views for the default UI (`@latch/react`),
// passed to `<LatchUI views={[embeddedWalletViews]}>`. Each view is its own chunk.
import { defineViews, lazyComponent } from '@latch/react'

/**
 * EmailLogin (email, then the mailed code or a device approval), ApproveTransaction (the secure
 * frame's own approval UI, laid over the modal) and UpdateEmailWallet.
 *
 * @example
 * <LatchUI client={latch} views={[embeddedWalletViews]}>
 */
export const embeddedWalletViews = defineViews({
  EmailLogin: {
    title: {
      en: 'Continue with email',
      es: 'Continuar con correo electrónico',
      fr: 'Continuer avec un e-mail',
      de: 'Weiter mit E-Mail',
      ja: 'メールで続ける',
      zh: '使用邮箱继续',
      ar: 'المتابعة بالبريد الإلكتروني',
    },
    Component: lazyComponent(() => import('./EmailLoginView')),
  },
  ApproveTransaction: {
    title: {
      en: 'Approve in your wallet',
      es: 'Aprueba en tu billetera',
      fr: 'Approuvez dans votre portefeuille',
      de: 'In deiner Wallet bestätigen',
      ja: 'ウォレットで承認',
      zh: '在钱包中批准',
      ar: 'وافق في محفظتك',
    },
    Component: lazyComponent(() => import('./ApproveTransactionView')),
    focusOutside: true,
  },
  UpdateEmailWallet: {
    title: {
      en: 'Change email',
      es: 'Cambiar correo',
      fr: 'Changer d’e-mail',
      de: 'E-Mail ändern',
      ja: 'メールアドレスを変更',
      zh: '更改邮箱',
      ar: 'تغيير البريد الإلكتروني',
    },
    Component: lazyComponent(() => import('./UpdateEmailWalletView')),
  },
})
