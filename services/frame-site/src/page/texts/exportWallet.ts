import { defineTexts } from './define'

const en = {
  exportTitle: 'Your recovery phrase',
  exportOwns:
    'Anyone who has these words owns this wallet and everything in it, and can take it from you.',
  exportNeverShare:
    'Never type them into a website or an app, and never share them. Latch will never ask you for them.',
  exportCodeFirst: 'To see them, confirm with a code we send to {email}.',
  exportSendCode: 'Send code',
  exportCodeText:
    'Enter the code we sent to {email}. Only do this if you asked to see your recovery phrase.',
  exportWordsText:
    'Write these 24 words down in this order and keep them offline. They disappear when you close this window, and after 2 minutes.',
  exportDone: 'Done',
  importTitle: 'Import a recovery phrase',
  importIntro:
    'Type the 24 words of the wallet you bring, in order. They stay in this window; Latch keeps the wallet as it keeps a new one.',
  importNewOnly:
    'Only for a new account: an account that already has a wallet keeps it, and nothing is imported.',
  importWordsLabel: 'Recovery phrase (24 words)',
  importConfirm: 'Import',
  importWordCount: 'Enter exactly 24 words.',
  importInvalid: 'These words are not a valid recovery phrase. Check each word and their order.',
}

/** The recovery phrase in the frame: shown (the warning, the code, the words), or imported. */
export const exportWalletTexts = defineTexts(en, {
  es: {
    exportTitle: 'Tu frase de recuperación',
    exportOwns:
      'Quien tenga estas palabras es dueño de esta billetera y de todo lo que contiene, y puede quitártela.',
    exportNeverShare:
      'Nunca las escribas en un sitio web ni en una app, y nunca las compartas. Latch nunca te las pedirá.',
    exportCodeFirst: 'Para verlas, confirma con un código que enviaremos a {email}.',
    exportSendCode: 'Enviar código',
    exportCodeText:
      'Introduce el código que enviamos a {email}. Hazlo solo si pediste ver tu frase de recuperación.',
    exportWordsText:
      'Anota estas 24 palabras en este orden y guárdalas sin conexión. Desaparecen al cerrar esta ventana y después de 2 minutos.',
    exportDone: 'Listo',
    importTitle: 'Importar una frase de recuperación',
    importIntro:
      'Escribe en orden las 24 palabras de la billetera que traes. Se quedan en esta ventana; Latch guarda la billetera como guarda una nueva.',
    importNewOnly:
      'Solo para una cuenta nueva: una cuenta que ya tiene billetera la conserva y no se importa nada.',
    importWordsLabel: 'Frase de recuperación (24 palabras)',
    importConfirm: 'Importar',
    importWordCount: 'Introduce exactamente 24 palabras.',
    importInvalid:
      'Estas palabras no son una frase de recuperación válida. Revisa cada palabra y su orden.',
  },
  fr: {
    exportTitle: 'Votre phrase de récupération',
    exportOwns:
      'Quiconque possède ces mots possède ce portefeuille et tout ce qu’il contient, et peut vous le prendre.',
    exportNeverShare:
      'Ne les saisissez jamais sur un site ou dans une application, et ne les partagez jamais. Latch ne vous les demandera jamais.',
    exportCodeFirst: 'Pour les voir, confirmez avec un code envoyé à {email}.',
    exportSendCode: 'Envoyer le code',
    exportCodeText:
      'Saisissez le code envoyé à {email}. Ne le faites que si vous avez demandé à voir votre phrase de récupération.',
    exportWordsText:
      'Notez ces 24 mots dans cet ordre et gardez-les hors ligne. Ils disparaissent quand vous fermez cette fenêtre, et après 2 minutes.',
    exportDone: 'Terminé',
    importTitle: 'Importer une phrase de récupération',
    importIntro:
      'Saisissez dans l’ordre les 24 mots du portefeuille que vous apportez. Ils restent dans cette fenêtre ; Latch garde le portefeuille comme un nouveau.',
    importNewOnly:
      'Uniquement pour un nouveau compte : un compte qui a déjà un portefeuille le garde, et rien n’est importé.',
    importWordsLabel: 'Phrase de récupération (24 mots)',
    importConfirm: 'Importer',
    importWordCount: 'Saisissez exactement 24 mots.',
    importInvalid:
      'Ces mots ne forment pas une phrase de récupération valide. Vérifiez chaque mot et leur ordre.',
  },
  de: {
    exportTitle: 'Deine Wiederherstellungsphrase',
    exportOwns:
      'Wer diese Wörter hat, besitzt diese Wallet und alles darin und kann sie dir wegnehmen.',
    exportNeverShare:
      'Gib sie nie auf einer Website oder in einer App ein und teile sie nie. Latch wird dich nie danach fragen.',
    exportCodeFirst: 'Um sie zu sehen, bestätige mit einem Code, den wir an {email} senden.',
    exportSendCode: 'Code senden',
    exportCodeText:
      'Gib den Code ein, den wir an {email} gesendet haben. Tu das nur, wenn du deine Wiederherstellungsphrase sehen wolltest.',
    exportWordsText:
      'Schreib diese 24 Wörter in dieser Reihenfolge auf und bewahre sie offline auf. Sie verschwinden, wenn du dieses Fenster schließt, und nach 2 Minuten.',
    exportDone: 'Fertig',
    importTitle: 'Wiederherstellungsphrase importieren',
    importIntro:
      'Gib die 24 Wörter der Wallet, die du mitbringst, in der richtigen Reihenfolge ein. Sie bleiben in diesem Fenster; Latch verwahrt die Wallet wie eine neue.',
    importNewOnly:
      'Nur für ein neues Konto: Ein Konto, das schon eine Wallet hat, behält sie, und nichts wird importiert.',
    importWordsLabel: 'Wiederherstellungsphrase (24 Wörter)',
    importConfirm: 'Importieren',
    importWordCount: 'Gib genau 24 Wörter ein.',
    importInvalid:
      'Diese Wörter sind keine gültige Wiederherstellungsphrase. Prüfe jedes Wort und die Reihenfolge.',
  },
  ja: {
    exportTitle: 'リカバリーフレーズ',
    exportOwns:
      'これらの単語を知っている人は誰でも、このウォレットとその中身すべてを所有し、あなたから奪うことができます。',
    exportNeverShare:
      'ウェブサイトやアプリに入力したり、誰かに教えたりしないでください。Latchがこれらを尋ねることはありません。',
    exportCodeFirst: '表示するには、{email}に送るコードで確認してください。',
    exportSendCode: 'コードを送信',
    exportCodeText:
      '{email}に送信したコードを入力してください。リカバリーフレーズの表示を求めた場合のみ入力してください。',
    exportWordsText:
      'この24個の単語をこの順番で書き留め、オフラインで保管してください。このウィンドウを閉じると、また2分後に消えます。',
    exportDone: '完了',
    importTitle: 'リカバリーフレーズをインポート',
    importIntro:
      '持ち込むウォレットの24個の単語を順番に入力してください。単語はこのウィンドウ内にとどまり、Latchは新しいウォレットと同じように保管します。',
    importNewOnly:
      '新しいアカウント専用です。すでにウォレットがあるアカウントはそのウォレットを保持し、何もインポートされません。',
    importWordsLabel: 'リカバリーフレーズ（24単語）',
    importConfirm: 'インポート',
    importWordCount: 'ちょうど24個の単語を入力してください。',
    importInvalid:
      'これらの単語は有効なリカバリーフレーズではありません。各単語と順番を確認してください。',
  },
  zh: {
    exportTitle: '你的恢复短语',
    exportOwns: '任何拥有这些单词的人都拥有此钱包及其中的一切，并可以从你手中夺走它。',
    exportNeverShare: '切勿在任何网站或应用中输入它们，也切勿分享。Latch 永远不会向你索要它们。',
    exportCodeFirst: '要查看它们，请使用我们发送到 {email} 的验证码进行确认。',
    exportSendCode: '发送验证码',
    exportCodeText: '请输入我们发送到 {email} 的验证码。仅当你要求查看恢复短语时才这样做。',
    exportWordsText:
      '请按此顺序抄下这 24 个单词，并离线保存。关闭此窗口时或 2 分钟后，它们会消失。',
    exportDone: '完成',
    importTitle: '导入恢复短语',
    importIntro:
      '请按顺序输入你带来的钱包的 24 个单词。它们只留在此窗口中；Latch 会像保管新钱包一样保管它。',
    importNewOnly: '仅适用于新账户：已有钱包的账户会保留其钱包，不会导入任何内容。',
    importWordsLabel: '恢复短语（24 个单词）',
    importConfirm: '导入',
    importWordCount: '请输入正好 24 个单词。',
    importInvalid: '这些单词不是有效的恢复短语。请检查每个单词及其顺序。',
  },
  ar: {
    exportTitle: 'عبارة الاسترداد الخاصة بك',
    exportOwns: 'كل من يملك هذه الكلمات يملك هذه المحفظة وكل ما فيها، ويمكنه أخذها منك.',
    exportNeverShare:
      'لا تكتبها أبدًا في أي موقع أو تطبيق، ولا تشاركها أبدًا. لن تطلبها منك Latch أبدًا.',
    exportCodeFirst: 'لرؤيتها، أكّد برمز نرسله إلى {email}.',
    exportSendCode: 'إرسال الرمز',
    exportCodeText:
      'أدخل الرمز الذي أرسلناه إلى {email}. افعل ذلك فقط إذا طلبت رؤية عبارة الاسترداد.',
    exportWordsText:
      'اكتب هذه الكلمات الأربع والعشرين بهذا الترتيب واحفظها دون اتصال بالإنترنت. تختفي عند إغلاق هذه النافذة، وبعد دقيقتين.',
    exportDone: 'تم',
    importTitle: 'استيراد عبارة استرداد',
    importIntro:
      'اكتب الكلمات الأربع والعشرين للمحفظة التي تجلبها بالترتيب. تبقى في هذه النافذة، وتحفظ Latch المحفظة كما تحفظ محفظة جديدة.',
    importNewOnly: 'للحسابات الجديدة فقط: الحساب الذي لديه محفظة يحتفظ بها، ولا يُستورد شيء.',
    importWordsLabel: 'عبارة الاسترداد (24 كلمة)',
    importConfirm: 'استيراد',
    importWordCount: 'أدخل 24 كلمة بالضبط.',
    importInvalid: 'هذه الكلمات ليست عبارة استرداد صالحة. تحقق من كل كلمة ومن ترتيبها.',
  },
})
