import type { ButtonMessages } from './en'

const messages: ButtonMessages = {
  connectWallet: 'ربط المحفظة',
  connecting: 'جارٍ الربط…',
  account: '{label}، الحساب',
  changeNetwork: '{network}، تغيير الشبكة',
  unsupportedNetwork: 'شبكة غير مدعومة',
  copied: 'تم النسخ',
}
export default messages
