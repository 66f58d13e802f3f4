import type { ErrorTranslations } from '@latch/core'
import type { WalletConnectErrorCode } from './errors'

const translations: ErrorTranslations<WalletConnectErrorCode> = {
  es: {
    RELAY_UNREACHABLE: 'No se pudo contactar con el relay',
    PAIRING_EXPIRED: 'El emparejamiento caducó',
  },
  fr: {
    RELAY_UNREACHABLE: 'Impossible de joindre le relais',
    PAIRING_EXPIRED: 'L’appairage a expiré',
  },
  de: {
    RELAY_UNREACHABLE: 'Das Relay ist nicht erreichbar',
    PAIRING_EXPIRED: 'Die Kopplung ist abgelaufen',
  },
  ja: {
    RELAY_UNREACHABLE: 'リレーに接続できませんでした',
    PAIRING_EXPIRED: 'ペアリングの有効期限が切れました',
  },
  zh: {
    RELAY_UNREACHABLE: '无法连接到中继服务器',
    PAIRING_EXPIRED: '配对已过期',
  },
  ar: {
    RELAY_UNREACHABLE: 'تعذّر الوصول إلى خادم الترحيل',
    PAIRING_EXPIRED: 'انتهت صلاحية الاقتران',
  },
}

export default translations
