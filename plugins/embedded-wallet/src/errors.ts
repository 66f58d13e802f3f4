import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'

const messages = {
  EMBEDDED_WALLET_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  EMBEDDED_WALLET_REQUEST_TIMED_OUT: 'Embedded Wallet Request Timed Out',
  EMAIL_RESEND_COOLDOWN: 'Please try again after {seconds} seconds',
  FRAME_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  FRAME_LOAD_FAILED: 'iframe_load_failed',
  FRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  FRAME_ERROR: '{message}',
} as const

// Developer errors (a misuse, not a user's situation) stay in English, as the core's do.
const translations: ErrorTranslations<
  Exclude<
    keyof typeof messages,
    | 'FRAME_ERROR'
    | 'FRAME_LOAD_FAILED'
    | 'FRAME_NOT_SET'
    | 'FRAME_PARENT_NOT_SET'
    | 'FRAME_REQUEST_TIMEOUT'
  >
> = {
  es: {
    EMBEDDED_WALLET_LOAD_FAILED: 'Error de red: no se pudo cargar la billetera integrada',
    EMBEDDED_WALLET_REQUEST_TIMED_OUT: 'La billetera integrada tardó demasiado en responder',
    EMAIL_RESEND_COOLDOWN: 'Vuelve a intentarlo dentro de {seconds} segundos',
    FRAME_DEPENDENCY_LOAD_FAILED: 'No se pudo cargar el inicio de sesión con correo',
    REQUEST_ABORTED: 'Se canceló la solicitud',
    SOMETHING_WENT_WRONG: 'Algo salió mal',
  },
  fr: {
    EMBEDDED_WALLET_LOAD_FAILED: 'Erreur réseau : impossible de charger le portefeuille intégré',
    EMBEDDED_WALLET_REQUEST_TIMED_OUT: 'Le portefeuille intégré a mis trop de temps à répondre',
    EMAIL_RESEND_COOLDOWN: 'Réessayez dans {seconds} secondes',
    FRAME_DEPENDENCY_LOAD_FAILED: 'Impossible de charger la connexion par e-mail',
    REQUEST_ABORTED: 'La requête a été annulée',
    SOMETHING_WENT_WRONG: 'Une erreur s’est produite',
  },
  de: {
    EMBEDDED_WALLET_LOAD_FAILED:
      'Netzwerkfehler – die eingebettete Wallet konnte nicht geladen werden',
    EMBEDDED_WALLET_REQUEST_TIMED_OUT:
      'Zeitüberschreitung bei der Anfrage an die eingebettete Wallet',
    EMAIL_RESEND_COOLDOWN: 'Bitte versuche es in {seconds} Sekunden erneut',
    FRAME_DEPENDENCY_LOAD_FAILED: 'Die E-Mail-Anmeldung konnte nicht geladen werden',
    REQUEST_ABORTED: 'Die Anfrage wurde abgebrochen',
    SOMETHING_WENT_WRONG: 'Etwas ist schiefgelaufen',
  },
  ja: {
    EMBEDDED_WALLET_LOAD_FAILED: 'ネットワークエラー：組み込みウォレットを読み込めませんでした',
    EMBEDDED_WALLET_REQUEST_TIMED_OUT: '組み込みウォレットへのリクエストがタイムアウトしました',
    EMAIL_RESEND_COOLDOWN: '{seconds} 秒後にもう一度お試しください',
    FRAME_DEPENDENCY_LOAD_FAILED: 'メールログインを読み込めませんでした',
    REQUEST_ABORTED: 'リクエストが中止されました',
    SOMETHING_WENT_WRONG: '問題が発生しました',
  },
  zh: {
    EMBEDDED_WALLET_LOAD_FAILED: '网络错误：无法加载内嵌钱包',
    EMBEDDED_WALLET_REQUEST_TIMED_OUT: '内嵌钱包请求超时',
    EMAIL_RESEND_COOLDOWN: '请在 {seconds} 秒后重试',
    FRAME_DEPENDENCY_LOAD_FAILED: '无法加载邮箱登录组件',
    REQUEST_ABORTED: '请求已中止',
    SOMETHING_WENT_WRONG: '出了点问题',
  },
  ar: {
    EMBEDDED_WALLET_LOAD_FAILED: 'خطأ في الشبكة: تعذّر تحميل المحفظة المدمجة',
    EMBEDDED_WALLET_REQUEST_TIMED_OUT: 'انتهت مهلة طلب المحفظة المدمجة',
    EMAIL_RESEND_COOLDOWN: 'يُرجى المحاولة مرة أخرى بعد {seconds} ثانية',
    FRAME_DEPENDENCY_LOAD_FAILED: 'تعذّر تحميل تسجيل الدخول بالبريد الإلكتروني',
    REQUEST_ABORTED: 'تم إلغاء الطلب',
    SOMETHING_WENT_WRONG: 'حدث خطأ ما',
  },
}

type EmbeddedWalletErrors = typeof messages

/** The codes this plugin throws (their messages: spec §8 where it names them). */
export type EmbeddedWalletErrorCode = keyof EmbeddedWalletErrors

declare module '@latch/core' {
  interface LatchErrorCatalogue extends EmbeddedWalletErrors {}
}

/**
 * The plugin's errors (spec §8 where it names them), thrown by the modules that import this one:
 * the first paint carries none of their texts.
 */
export const EmbeddedWalletError = defineErrors('embedded-wallet', messages, translations)
