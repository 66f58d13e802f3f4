// `@latch/send/react`: the send plugin's views for the default UI (`@latch/react`), passed to
// `<LatchUI views={[sendViews]}>`; with them the Account view shows Send and Receive. Each view
// is its own chunk.
import { defineViews, lazyComponent } from '@latch/react'

/**
 * Send (token, amount with Max, receiver by address or name, fee in USD, review, pending) and
 * Receive (the address, copy, QR code).
 *
 * @example
 * <LatchUI client={latch} views={[sendViews]}>
 */
export const sendViews = defineViews({
  Send: {
    title: {
      en: 'Send',
      es: 'Enviar',
      fr: 'Envoyer',
      de: 'Senden',
      ja: '送る',
      zh: '发送',
      ar: 'إرسال',
    },
    Component: lazyComponent(() => import('./SendView')),
  },
  Receive: {
    title: {
      en: 'Receive',
      es: 'Recibir',
      fr: 'Recevoir',
      de: 'Empfangen',
      ja: '受け取る',
      zh: '接收',
      ar: 'استلام',
    },
    Component: lazyComponent(() => import('./ReceiveView')),
  },
})
