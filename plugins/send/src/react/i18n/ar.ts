import type { SendMessages } from './en'

const messages: SendMessages = {
  form: 'إرسال',
  token: 'الرمز',
  selectToken: 'اختر رمزًا',
  balanceOnNetwork: 'الرصيد على هذه الشبكة: {value}',
  amount: 'المبلغ',
  max: 'الحد الأقصى',
  receiver: 'المستلم',
  receiverPlaceholder: 'العنوان أو الاسم',
  resolving: 'جارٍ التحقق من الاسم…',
  review: 'مراجعة',
  reviewLabel: 'راجع عملية الإرسال',
  sending: 'المُرسَل',
  to: 'إلى',
  sendingInWallet: 'جارٍ الإرسال… وافق في محفظتك',
  sendingStatus: 'جارٍ الإرسال',
  back: 'رجوع',
  send: 'إرسال',
  networkFee: 'رسوم الشبكة: {amount} {symbol}',
  aboutValue: '(≈ {value})',
  lessThan: '< {value}',
  connectToReceive: 'اربط محفظة للاستلام.',
  qrOf: 'رمز QR للعنوان {address}',
  sendOnlyOn: 'أرسل إلى هذا العنوان الأصول الموجودة على {network} فقط.',
  sendOnlyOnThis: 'أرسل إلى هذا العنوان الأصول الموجودة على هذه الشبكة فقط.',
  yourAddress: 'عنوانك',
  copyAddress: 'نسخ العنوان',
}

export default messages
