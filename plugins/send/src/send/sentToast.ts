import { formatDecimal, type Locale } from '@latch/core'

// The success toast is written by the send's logic (hooks users get it too), so its two texts
// live here, in the lazy code, in every locale the client speaks.
const texts: Record<Locale, { sent: string; explorer: string }> = {
  en: { sent: 'Sent {amount} {symbol}', explorer: 'View on explorer' },
  es: { sent: 'Enviado: {amount} {symbol}', explorer: 'Ver en el explorador' },
  fr: { sent: 'Envoyé : {amount} {symbol}', explorer: 'Voir dans l’explorateur' },
  de: { sent: '{amount} {symbol} gesendet', explorer: 'Im Explorer ansehen' },
  ja: { sent: '{amount} {symbol} を送信しました', explorer: 'エクスプローラーで表示' },
  zh: { sent: '已发送 {amount} {symbol}', explorer: '在浏览器中查看' },
  ar: { sent: 'تم إرسال {amount} {symbol}', explorer: 'عرض في المستكشف' },
}

/** The toast of a send that went through, in `locale`: the amount in its digits and separators. */
export function sentToastText(locale: Locale, amount: string, symbol: string) {
  const { sent, explorer } = texts[locale]
  const values: Record<string, string> = { amount: formatDecimal(amount, locale), symbol }
  return {
    message: sent.replace(/\{(amount|symbol)\}/g, (_, name: string) => values[name] ?? ''),
    explorer,
  }
}
