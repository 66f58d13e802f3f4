import { defineTexts } from './define'

const en = {
  sendCalls: '{app} asks you to send {count} calls',
  sendCallsCall: 'Call {index} of {count}',
  sendCallsExecution: 'How they are sent',
  sendCallsOneByOne:
    'One transaction per call, in this order. Not all or nothing: if one fails, the calls before it stay done and the calls after it are not sent.',
  sendCallsWarnings: 'Calls with a warning',
  sendCallsWarningsBelow: 'Read every call below: some carry a warning.',
  sendCallsTotalValue: 'Total value',
  sendCallsMaxNetworkFee: 'Network fees of all calls, at most',
  sendCallsMaxTotal: 'Total with the values, at most',
}

type SendCallsTexts = Record<keyof typeof en, string>

const es: SendCallsTexts = {
  sendCalls: '{app} te pide enviar {count} llamadas',
  sendCallsCall: 'Llamada {index} de {count}',
  sendCallsExecution: 'Cómo se envían',
  sendCallsOneByOne:
    'Una transacción por llamada, en este orden. No es todo o nada: si una falla, las llamadas anteriores quedan hechas y las siguientes no se envían.',
  sendCallsWarnings: 'Llamadas con una advertencia',
  sendCallsWarningsBelow: 'Lee cada llamada de abajo: algunas llevan una advertencia.',
  sendCallsTotalValue: 'Valor total',
  sendCallsMaxNetworkFee: 'Comisiones de red de todas las llamadas, como máximo',
  sendCallsMaxTotal: 'Total con los valores, como máximo',
}

const fr: SendCallsTexts = {
  sendCalls: '{app} vous demande d’envoyer {count} appels',
  sendCallsCall: 'Appel {index} sur {count}',
  sendCallsExecution: 'Comment ils sont envoyés',
  sendCallsOneByOne:
    'Une transaction par appel, dans cet ordre. Pas tout ou rien : si l’un échoue, les appels d’avant restent faits et ceux d’après ne sont pas envoyés.',
  sendCallsWarnings: 'Appels avec un avertissement',
  sendCallsWarningsBelow: 'Lisez chaque appel ci-dessous : certains portent un avertissement.',
  sendCallsTotalValue: 'Montant total',
  sendCallsMaxNetworkFee: 'Frais de réseau de tous les appels, au plus',
  sendCallsMaxTotal: 'Total avec les montants, au plus',
}

const de: SendCallsTexts = {
  sendCalls: '{app} bittet dich, {count} Aufrufe zu senden',
  sendCallsCall: 'Aufruf {index} von {count}',
  sendCallsExecution: 'Wie sie gesendet werden',
  sendCallsOneByOne:
    'Eine Transaktion pro Aufruf, in dieser Reihenfolge. Nicht alles oder nichts: Scheitert einer, bleiben die Aufrufe davor ausgeführt und die danach werden nicht gesendet.',
  sendCallsWarnings: 'Aufrufe mit einer Warnung',
  sendCallsWarningsBelow: 'Lies jeden Aufruf unten: Einige tragen eine Warnung.',
  sendCallsTotalValue: 'Gesamtbetrag',
  sendCallsMaxNetworkFee: 'Netzwerkgebühren aller Aufrufe, höchstens',
  sendCallsMaxTotal: 'Gesamt mit den Beträgen, höchstens',
}

const ja: SendCallsTexts = {
  sendCalls: '{app}が{count}件の呼び出しの送信を求めています',
  sendCallsCall: '呼び出し {index}/{count}',
  sendCallsExecution: '送信方法',
  sendCallsOneByOne:
    '呼び出しごとに1件のトランザクションを、この順序で送信します。すべてか無しかではありません。途中で失敗した場合、それより前の呼び出しは実行済みのまま残り、後の呼び出しは送信されません。',
  sendCallsWarnings: '警告のある呼び出し',
  sendCallsWarningsBelow: '以下のすべての呼び出しを確認してください。警告を含むものがあります。',
  sendCallsTotalValue: '合計金額',
  sendCallsMaxNetworkFee: 'すべての呼び出しのネットワーク手数料（最大）',
  sendCallsMaxTotal: '金額を含む合計（最大）',
}

const zh: SendCallsTexts = {
  sendCalls: '{app} 请求你发送 {count} 个调用',
  sendCallsCall: '第 {index} 个调用（共 {count} 个）',
  sendCallsExecution: '发送方式',
  sendCallsOneByOne:
    '每个调用一笔交易，按此顺序发送。并非全部成功或全部失败：若其中一个失败，之前的调用仍然生效，之后的调用不会发送。',
  sendCallsWarnings: '带有警告的调用',
  sendCallsWarningsBelow: '请阅读下面的每个调用：其中一些带有警告。',
  sendCallsTotalValue: '总金额',
  sendCallsMaxNetworkFee: '所有调用的网络费用，最多',
  sendCallsMaxTotal: '含金额的总计，最多',
}

const ar: SendCallsTexts = {
  sendCalls: 'يطلب منك {app} إرسال {count} من الاستدعاءات',
  sendCallsCall: 'الاستدعاء {index} من {count}',
  sendCallsExecution: 'طريقة الإرسال',
  sendCallsOneByOne:
    'معاملة واحدة لكل استدعاء، بهذا الترتيب. ليست الكل أو لا شيء: إذا فشل أحدها، تبقى الاستدعاءات التي قبله منفَّذة ولا تُرسَل الاستدعاءات التي بعده.',
  sendCallsWarnings: 'استدعاءات عليها تحذير',
  sendCallsWarningsBelow: 'اقرأ كل استدعاء أدناه: بعضها يحمل تحذيرًا.',
  sendCallsTotalValue: 'القيمة الإجمالية',
  sendCallsMaxNetworkFee: 'رسوم الشبكة لكل الاستدعاءات، بحد أقصى',
  sendCallsMaxTotal: 'الإجمالي مع القيم، بحد أقصى',
}

/** wallet_sendCalls (EIP-5792): one approval for the batch, a section per call, totals summed. */
export const sendCallsTexts = defineTexts(en, { es, fr, de, ja, zh, ar })
