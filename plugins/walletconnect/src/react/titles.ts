import type { LocalizedText } from '@latch/react'

/** The views' titles in every locale (a missing locale is a type error). */
export default {
  ConnectingWalletConnectBasic: {
    en: 'Connect wallet',
    es: 'Conectar billetera',
    fr: 'Connecter un portefeuille',
    de: 'Wallet verbinden',
    ja: 'ウォレットを接続',
    zh: '连接钱包',
    ar: 'ربط المحفظة',
  },
} satisfies Record<string, LocalizedText>
