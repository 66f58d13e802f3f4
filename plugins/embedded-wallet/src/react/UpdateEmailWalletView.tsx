import { useCommand, useModal } from '@latch/hooks'
import { Button, ErrorMessage } from '@latch/react'
import { type FormEvent, useId, useState } from 'react'
import { CodeForm } from './CodeForm'
import { useEmbeddedWallet } from './useEmbeddedWallet'

/**
 * UpdateEmailWallet (spec §4): the new email, then a code sent to the current address, then one
 * sent to the new address; the new email is then the account's, and the view goes back.
 */
export default function UpdateEmailWalletView() {
  const { email, updateEmail, error } = useEmbeddedWallet()
  const { back } = useModal()
  const id = useId()
  const [newEmail, setNewEmail] = useState('')
  const start = useCommand<'embeddedWallet.updateEmail'>()
  const primary = useCommand<'embeddedWallet.updateEmailPrimaryOtp'>()
  const secondary = useCommand<'embeddedWallet.updateEmailSecondaryOtp'>()
  const shown = error ? <ErrorMessage>{error.message}</ErrorMessage> : null

  if (updateEmail.step === 'verifyPrimary') {
    return (
      <div className="latch-stack">
        <CodeForm
          label={`Enter the code sent to ${email ?? 'your current email'}`}
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
          label={`Enter the code sent to ${updateEmail.newEmail}`}
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
      {email && <p className="latch-muted">Current email: {email}</p>}
      <label htmlFor={id}>New email</label>
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
      {start.error && !error ? <ErrorMessage>{start.error.message}</ErrorMessage> : shown}
      <Button type="submit" block disabled={start.status === 'pending' || newEmail.trim() === ''}>
        Continue
      </Button>
    </form>
  )
}
