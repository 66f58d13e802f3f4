import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATION_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  SIWX_VERIFICATION_FAILED: 'The sign-in could not be verified',
} as const

// Developer errors (a misuse, not a user's situation) stay in English, as the core's do.
const translations: ErrorTranslations<
  Exclude<keyof typeof messages, 'NO_ACTIVE_CAIP_ADDRESS' | 'SIWX_NOT_ENABLED'>
> = {
  es: {
    SIGNATURE_DECLINED: 'Firma rechazada',
    SMART_ACCOUNTS_NOT_SUPPORTED: 'Es posible que esta aplicación no admita cuentas inteligentes',
    AUTHENTICATION_INIT_FAILED: 'Hubo un problema al iniciar la autenticación',
    SIWX_VERIFICATION_FAILED: 'No se pudo verificar el inicio de sesión',
  },
  fr: {
    SIGNATURE_DECLINED: 'Signature refusée',
    SMART_ACCOUNTS_NOT_SUPPORTED:
      'Cette application ne prend peut-être pas en charge les comptes intelligents',
    AUTHENTICATION_INIT_FAILED:
      'Un problème est survenu lors de l’initialisation de l’authentification',
    SIWX_VERIFICATION_FAILED: 'La connexion n’a pas pu être vérifiée',
  },
  de: {
    SIGNATURE_DECLINED: 'Signatur abgelehnt',
    SMART_ACCOUNTS_NOT_SUPPORTED: 'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht',
    AUTHENTICATION_INIT_FAILED: 'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
    SIWX_VERIFICATION_FAILED: 'Die Anmeldung konnte nicht verifiziert werden',
  },
  ja: {
    SIGNATURE_DECLINED: '署名が拒否されました',
    SMART_ACCOUNTS_NOT_SUPPORTED: 'このアプリはスマートアカウントに対応していない可能性があります',
    AUTHENTICATION_INIT_FAILED: '認証の開始中に問題が発生しました',
    SIWX_VERIFICATION_FAILED: 'サインインを検証できませんでした',
  },
  zh: {
    SIGNATURE_DECLINED: '签名被拒绝',
    SMART_ACCOUNTS_NOT_SUPPORTED: '此应用可能不支持智能账户',
    AUTHENTICATION_INIT_FAILED: '初始化身份验证时出现问题',
    SIWX_VERIFICATION_FAILED: '无法验证此次登录',
  },
  ar: {
    SIGNATURE_DECLINED: 'تم رفض التوقيع',
    SMART_ACCOUNTS_NOT_SUPPORTED: 'قد لا يدعم هذا التطبيق الحسابات الذكية',
    AUTHENTICATION_INIT_FAILED: 'حدثت مشكلة أثناء بدء المصادقة',
    SIWX_VERIFICATION_FAILED: 'تعذّر التحقق من تسجيل الدخول',
  },
}

type SiwxErrors = typeof messages

/** The codes this plugin throws (their messages: spec §8 where it names them). */
export type SiwxErrorCode = keyof SiwxErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends SiwxErrors {}
}

/**
 * The plugin's errors (spec §8 where it names them), thrown by the modules that import this one:
 * the first paint carries none of their texts.
 */
export const SiwxError = defineErrors('siwx', messages, translations)
