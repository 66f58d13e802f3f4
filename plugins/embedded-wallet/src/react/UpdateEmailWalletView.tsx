import { useCommand, useErrorMessage, useMessages, useModal } from '@latch/hooks'
import { Button, ErrorMessage } from '@latch/react'
import { type FormEvent, useId, useState } from 'react'
import { CodeForm } from './CodeForm'
import { embeddedWalletMessages } from './i18n/messages'
import { useEmbeddedWallet } from './useEmbeddedWallet'

/**
 * UpdateEmailWallet (spec §4): the new email, then a code sent to the current address, then one
 * sent to the new address; the new email is then the account's, and the view goes back.
 */
export default function UpdateEmailWalletView() {
  const { email, updateEmail, error } = useEmbeddedWallet()
  const { back } = useModal()
  const { t } = useMessages(embeddedWalletMessages)
  const errorText = useErrorMessage()
  const id = useId()
  const [newEmail, setNewEmail] = useState('')
  const start = useCommand<'embeddedWallet.updateEmail'>()
  const primary = useCommand<'embeddedWallet.updateEmailPrimaryOtp'>()
  const secondary = useCommand<'embeddedWallet.updateEmailSecondaryOtp'>()
  const shown = error ? <ErrorMessage>{errorText(error)}</ErrorMessage> : null

  if (updateEmail.step === 'verifyPrimary') {
    return (
      <div className="latch-stack">
        <CodeForm
          label={t('enterCode', { email: email ?? t('yourCurrentEmail') })}
          busy={primary.status === 'pending'}
          onCode={(otp) => primary.run({ type: 'embeddedWallet.updateEmailPrimaryOtp', otp })}
        />
        {shown}
      </div>
    )
  }
  if (updateEmail.step === 'verifySecondary') {
    return (
      <div className="latch-stack">
        <CodeForm
          label={t('enterCode', { email: updateEmail.newEmail })}
          busy={secondary.status === 'pending'}
          onCode={(otp) =>
            secondary
              .run({ type: 'embeddedWallet.updateEmailSecondaryOtp', otp })
              .then(() => back())
          }
        />
        {shown}
      </div>
    )
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    start.run({ type: 'embeddedWallet.updateEmail', email: newEmail.trim() }).catch(() => {})
  }
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
        disabled={start.status === 'pending'}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      {start.error && !error ? <ErrorMessage>{errorText(start.error)}</ErrorMessage> : shown}
      <Button type="submit" block disabled={start.status === 'pending' || newEmail.trim() === ''}>
        {t('continue')}
      </Button>
    </form>
  )
}
