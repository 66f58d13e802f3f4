import type { LocalizedText } from '@latch/react'

/** The views' titles in every locale (a missing locale is a type error). */
export default {
  Send: {
    en: 'Send',
    es: 'Enviar',
    fr: 'Envoyer',
    de: 'Senden',
    ja: '送る',
    zh: '发送',
    ar: 'إرسال',
  },
  Receive: {
    en: 'Receive',
    es: 'Recibir',
    fr: 'Recevoir',
    de: 'Empfangen',
    ja: '受け取る',
    zh: '接收',
    ar: 'استلام',
  },
} satisfies Record<string, LocalizedText>
