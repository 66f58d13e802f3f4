import type { EmbeddedWalletMessages } from './en'

const messages: EmbeddedWalletMessages = {
  waitingApproval: 'في انتظار موافقتك',
  sentLink: 'أرسلنا رابطًا إلى {email}. افتحه للموافقة على هذا المتصفح، وسيصلك رمز بعد ذلك.',
  useAnotherEmail: 'استخدم بريدًا إلكترونيًا آخر',
  enterCodeSixDigits: 'أدخل الرمز المكوّن من 6 أرقام المرسل إلى {email}',
  resendIn: 'إعادة إرسال الرمز بعد {seconds} ث',
  resend: 'إعادة إرسال الرمز',
  email: 'البريد الإلكتروني',
  sendingCode: 'جارٍ إرسال رمز…',
  continue: 'متابعة',
  checking: 'جارٍ التحقق…',
  waitingFrame: 'في انتظار المحفظة الآمنة',
  reviewInFrame: 'راجع الطلب في المحفظة الآمنة ثم وافق عليه أو ارفضه.',
  confirmInFrame:
    'أكّد التغيير إلى {email} في المحفظة الآمنة: ستعرض العنوانين وتطلب رمزًا من كل منهما.',
  currentEmail: 'البريد الإلكتروني الحالي: {email}',
  newEmail: 'البريد الإلكتروني الجديد',
  exportPhrase: 'تصدير عبارة الاسترداد',
  importPhrase: 'استيراد عبارة الاسترداد الخاصة بي (حساب جديد): أكتبها في المحفظة الآمنة',
  exportInFrame:
    'تظهر عبارة الاسترداد في المحفظة الآمنة فقط، بعد رمز يُرسل إلى بريدك الإلكتروني. لا تكتبها أبدًا في أي موقع.',
}

export default messages
