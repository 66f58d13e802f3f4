import type { SiwxMessages } from './en'

const messages: SiwxMessages = {
  heading: 'سجّل الدخول بمحفظتك',
  explain: 'وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة. لا يكلّف ذلك شيئًا ولا يرسل أي معاملة.',
  messageToSign: 'الرسالة المطلوب توقيعها',
  sign: 'توقيع',
  signAgain: 'التوقيع مرة أخرى',
  cancel: 'إلغاء',
  preparing: 'جارٍ تجهيز الرسالة…',
  signing: 'وافق على التوقيع في محفظتك',
  verifying: 'جارٍ التحقق من التوقيع…',
}

export default messages
