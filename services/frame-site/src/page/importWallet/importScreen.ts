import { FrameError } from '../errors'
import type { ScreenKit } from '../screenKit'
import { entropyOfPhrase } from './phrase'

/**
 * The form where the person types the phrase of a wallet they bring (never passed by the host
 * page): resolves with its entropy once the words are a valid 24-word phrase and Import counted
 * (guarded), the field emptied; rejects ('Import cancelled') on Cancel or Escape.
 */
export function importPhrase(kit: ScreenKit): Promise<Uint8Array> {
  const { t, add } = kit
  return new Promise<Uint8Array>((resolve, reject) => {
    const dialog = kit.dialog(t('importTitle'))
    const document = dialog.ownerDocument
    add(dialog, 'p', t('importIntro'))
    add(dialog, 'p', t('importNewOnly')).className = 'warning'
    const label = add(dialog, 'label', t('importWordsLabel'))
    const field = add(label, 'textarea')
    field.rows = 4
    field.autocomplete = 'off'
    field.spellcheck = false
    field.setAttribute('autocapitalize', 'none')
    const status = add(dialog, 'p', '')
    status.className = 'status'
    status.setAttribute('role', 'status')
    status.setAttribute('aria-live', 'polite')
    const actions = add(dialog, 'div')
    actions.className = 'actions'
    const cancelButton = add(actions, 'button', t('cancel'))
    cancelButton.type = 'button'
    const importButton = add(actions, 'button', t('importConfirm'))
    importButton.type = 'button'
    importButton.className = 'primary'

    const done = () => {
      stopGuard()
      document.removeEventListener('keydown', onKey)
      field.value = ''
    }
    const cancel = () => {
      done()
      reject(new FrameError('Import cancelled'))
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel()
    }
    const take = () => {
      const typed = entropyOfPhrase(field.value)
      if ('problem' in typed) {
        status.textContent = t(typed.problem === 'wordCount' ? 'importWordCount' : 'importInvalid')
        status.classList.add('error')
        field.focus()
        return
      }
      done()
      resolve(typed.entropy)
    }
    cancelButton.addEventListener('click', cancel)
    const stopGuard = kit.guard(importButton, take)
    document.addEventListener('keydown', onKey)
  })
}
