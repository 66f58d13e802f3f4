import { useCommand, useErrorMessage, useMessages, useModal } from '@latch/hooks'
import { Button, ErrorMessage } from '@latch/react'
import { type FormEvent, useId, useState } from 'react'
import { embeddedWalletMessages } from './i18n/messages'
import { useEmbeddedWallet } from './useEmbeddedWallet'

/**
 * UpdateEmailWallet (spec §4): the new email; the secure frame then shows both addresses and
 * asks for a code from each (typed there, never here: the page cannot move recovery to another
 * address); once it is the account's, the view goes back. "Export recovery phrase" asks the frame
 * to show the phrase, there only.
 */
export default function UpdateEmailWalletView() {
  const { email, updateEmail, error } = useEmbeddedWallet()
  const { back } = useModal()
  const { t } = useMessages(embeddedWalletMessages)
  const errorText = useErrorMessage()
  const id = useId()
  const [newEmail, setNewEmail] = useState('')
  const change = useCommand<'embeddedWallet.updateEmail'>()
  // The phrase is shown, and its code typed, in the secure frame: this page only asks for it.
  const exportPhrase = useCommand<'embeddedWallet.exportWallet'>()
  const exporting = exportPhrase.status === 'pending'
  const confirming = updateEmail.step === 'confirming'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    change
      .run({ type: 'embeddedWallet.updateEmail', email: newEmail.trim() })
      .then(() => back())
      .catch(() => {})
  }
  const failure = change.error ?? error
  return (
    <form className="latch-stack" onSubmit={onSubmit}>
      {email && <p className="latch-muted">{t('currentEmail', { email })}</p>}
      <label htmlFor={id}>{t('newEmail')}</label>
      <input
        id={id}
        className="latch-input"
        type="email"
        autoComplete="email"
        required
        value={newEmail}
        disabled={confirming}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      {confirming && (
        <p className="latch-muted" role="status">
          {t('confirmInFrame', { email: updateEmail.newEmail })}
        </p>
      )}
      {failure && !confirming ? <ErrorMessage>{errorText(failure)}</ErrorMessage> : null}
      <Button type="submit" block disabled={confirming || exporting || newEmail.trim() === ''}>
        {t('continue')}
      </Button>
      <p className="latch-muted">{t('exportInFrame')}</p>
      <Button
        type="button"
        variant="secondary"
        block
        disabled={confirming || exporting}
        onClick={() =>
          void exportPhrase.run({ type: 'embeddedWallet.exportWallet' }).catch(() => {})
        }
      >
        {t('exportPhrase')}
      </Button>
    </form>
  )
}
