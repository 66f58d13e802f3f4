import { defineTexts } from './define'

// The confirm gate's words (`page/confirmGate`): why Approve or Confirm does not work yet, and,
// where the browser cannot tell that the frame is seen, the code the person types back.

const en = {
  gateShownBriefly:
    'Shown for less than half a second. Confirming works once this window has been fully visible for a moment.',
  gateCovered:
    'Part of this window is hidden, covered or see-through. It must be fully visible before you can confirm.',
  gateCodePrompt: 'To confirm, type the code {code}',
  gateCodeLabel: 'Code shown above',
  gateTypeCodeFirst: 'Type the code shown above to confirm.',
  gateCodeWrong: 'That is not the code shown above.',
}

const es = {
  gateShownBriefly:
    'Se muestra desde hace menos de medio segundo. Podrás confirmar cuando esta ventana lleve un momento totalmente visible.',
  gateCovered:
    'Parte de esta ventana está oculta, tapada o es transparente. Debe verse por completo para que puedas confirmar.',
  gateCodePrompt: 'Para confirmar, escribe el código {code}',
  gateCodeLabel: 'Código mostrado arriba',
  gateTypeCodeFirst: 'Escribe el código mostrado arriba para confirmar.',
  gateCodeWrong: 'Ese no es el código mostrado arriba.',
}

const fr = {
  gateShownBriefly:
    'Affiché depuis moins d’une demi-seconde. Vous pourrez confirmer quand cette fenêtre aura été entièrement visible un instant.',
  gateCovered:
    'Une partie de cette fenêtre est cachée, masquée ou transparente. Elle doit être entièrement visible pour que vous puissiez confirmer.',
  gateCodePrompt: 'Pour confirmer, saisissez le code {code}',
  gateCodeLabel: 'Code affiché ci-dessus',
  gateTypeCodeFirst: 'Saisissez le code affiché ci-dessus pour confirmer.',
  gateCodeWrong: 'Ce n’est pas le code affiché ci-dessus.',
}

const de = {
  gateShownBriefly:
    'Seit weniger als einer halben Sekunde angezeigt. Bestätigen geht, sobald dieses Fenster einen Moment lang vollständig sichtbar war.',
  gateCovered:
    'Ein Teil dieses Fensters ist ausgeblendet, verdeckt oder durchsichtig. Es muss vollständig sichtbar sein, bevor du bestätigen kannst.',
  gateCodePrompt: 'Gib zum Bestätigen den Code {code} ein',
  gateCodeLabel: 'Oben angezeigter Code',
  gateTypeCodeFirst: 'Gib zum Bestätigen den oben angezeigten Code ein.',
  gateCodeWrong: 'Das ist nicht der oben angezeigte Code.',
}

const ja = {
  gateShownBriefly:
    '表示されてから0.5秒未満です。このウィンドウがしばらく完全に表示されると確認できるようになります。',
  gateCovered:
    'このウィンドウの一部が隠れているか、覆われているか、透けています。確認するには、ウィンドウ全体が見えている必要があります。',
  gateCodePrompt: '確認するには、コード {code} を入力してください',
  gateCodeLabel: '上に表示されたコード',
  gateTypeCodeFirst: '確認するには、上に表示されたコードを入力してください。',
  gateCodeWrong: '上に表示されたコードと一致しません。',
}

const zh = {
  gateShownBriefly: '显示还不到半秒。此窗口完整显示片刻后即可确认。',
  gateCovered: '此窗口有部分被隐藏、遮挡或呈透明状态。必须完整可见才能确认。',
  gateCodePrompt: '如需确认，请输入验证码 {code}',
  gateCodeLabel: '上方显示的验证码',
  gateTypeCodeFirst: '请输入上方显示的验证码以确认。',
  gateCodeWrong: '这不是上方显示的验证码。',
}

const ar = {
  gateShownBriefly:
    'معروضة منذ أقل من نصف ثانية. يمكنك التأكيد بعد أن تظل هذه النافذة ظاهرة بالكامل لحظة.',
  gateCovered:
    'جزء من هذه النافذة مخفي أو مغطّى أو شفاف. يجب أن تكون ظاهرة بالكامل قبل أن تتمكن من التأكيد.',
  gateCodePrompt: 'للتأكيد، اكتب الرمز {code}',
  gateCodeLabel: 'الرمز المعروض أعلاه',
  gateTypeCodeFirst: 'اكتب الرمز المعروض أعلاه للتأكيد.',
  gateCodeWrong: 'هذا ليس الرمز المعروض أعلاه.',
}

/** The confirm gate: why a confirming button waits, and the code to type where it must. */
export const visibilityTexts = defineTexts(en, { es, fr, de, ja, zh, ar })
