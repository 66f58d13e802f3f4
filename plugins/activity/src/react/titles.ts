import type { LocalizedText } from '@latch/react'

/** The views' titles in every locale (a missing locale is a type error). */
export default {
  'AccountTab:Activity': {
    en: 'Activity',
    es: 'Actividad',
    fr: 'Activité',
    de: 'Aktivität',
    ja: 'アクティビティ',
    zh: '活动',
    ar: 'النشاط',
  },
  'AccountTab:NFTs': {
    en: 'NFTs',
    es: 'NFT',
    fr: 'NFT',
    de: 'NFTs',
    ja: 'NFT',
    zh: 'NFT',
    ar: 'NFT',
  },
} satisfies Record<string, LocalizedText>
