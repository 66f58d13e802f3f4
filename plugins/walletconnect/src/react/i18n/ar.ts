import type { WalletConnectMessages } from './en'

const messages: WalletConnectMessages = {
  qrLabel: 'امسح الرمز بمحفظة هاتفك',
  connectionDeclined: 'تم رفض الربط',
  couldNotConnect: 'تعذّر الربط',
  declinedHint: 'لقد رفضت الطلب في محفظتك. أعد المحاولة للحصول على رمز جديد.',
  relayHint: 'تحقّق من اتصالك ثم أعد المحاولة.',
  retryHint: 'أعد المحاولة عندما تكون مستعدًا.',
  tryAgain: 'حاول مرة أخرى',
  retry: 'إعادة المحاولة',
  connected: 'تم الربط',
  continueIn: 'تابع في {name}',
  yourWallet: 'محفظتك',
  scanWithPhone: 'امسح بهاتفك',
  preparingQr: 'جارٍ تجهيز رمز QR',
  openToApprove: 'افتح {name} للموافقة على الربط، أو امسح الرمز من جهاز آخر.',
  scanHint: 'افتح محفظة تدعم WalletConnect على هاتفك وامسح الرمز للربط.',
  open: 'افتح {name}',
  openWallet: 'افتح المحفظة',
  openDesktop: 'افتح {name} لسطح المكتب',
  openWeb: 'افتح {name} على الويب',
  copyLink: 'نسخ الرابط',
  wallets: 'المحافظ',
  allWallets: 'كل المحافظ',
}

export default messages
