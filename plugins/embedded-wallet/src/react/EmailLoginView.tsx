import { useCommand, useErrorMessage, useLatch, useMessages, useModal } from '@latch/hooks'
import { Button, ErrorMessage, Spinner } from '@latch/react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { CodeForm } from './CodeForm'
import { embeddedWalletMessages } from './i18n/messages'
import { useEmbeddedWallet } from './useEmbeddedWallet'

/** Seconds until `at` on the client's clock, ticking each second while above zero. */
function useSecondsUntil(at: number | undefined) {
  const { clock } = useLatch()
  const left = () => (at === undefined ? 0 : Math.max(0, Math.ceil((at - clock.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts when the deadline moves
  useEffect(() => {
    setSeconds(left())
    if (at === undefined) return
    let timer: ReturnType<typeof clock.setTimeout> | undefined
    const tick = () => {
      const now = left()
      setSeconds(now)
      if (now > 0) timer = clock.setTimeout(tick, 1000)
    }
    timer = clock.setTimeout(tick, 1000)
    return () => {
      if (timer !== undefined) clock.clearTimeout(timer)
    }
  }, [at, clock])
  return seconds
}

/**
 * EmailLogin (spec §4): the email, then the 6-digit code mailed to it (with Resend after 30 s), or
 * first the approval of a new device from the mail. The code is checked in the secure frame; on
 * success every namespace of the embedded wallet connects and the modal closes.
 */
export default function EmailLoginView() {
  const { login, error } = useEmbeddedWallet()
  const { viewData } = useModal()
  const { t } = useMessages(embeddedWalletMessages)
  const errorText = useErrorMessage()
  const emailId = useId()
  const [email, setEmail] = useState(login.step === 'idle' ? '' : login.email)
  const sendEmail = useCommand<'embeddedWallet.connectEmail'>()
  const device = useCommand<'embeddedWallet.connectDevice'>()
  const otp = useCommand<'embeddedWallet.connectOtp'>()
  // A new account may bring its own phrase: typed in the secure frame, never on this page.
  const [importing, setImporting] = useState(false)
  const reset = useCommand<'embeddedWallet.resetLogin'>()
  const resendIn = useSecondsUntil(login.step === 'verifyOtp' ? login.resendAt : undefined)
  const shown = error ? <ErrorMessage>{errorText(error)}</ErrorMessage> : null

  // A new device: wait (the frame polls) until the person approved it from the mail.
  const waitingForDevice = login.step === 'verifyDevice'
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per device step
  useEffect(() => {
    if (waitingForDevice) device.run({ type: 'embeddedWallet.connectDevice' }).catch(() => {})
  }, [waitingForDevice])

  if (login.step === 'verifyDevice') {
    // The address stands out wherever the language puts it.
    const [before, after] = t('sentLink').split('{email}')
    return (
      <div className="latch-stack latch-center">
        <Spinner label={t('waitingApproval')} />
        <p>
          {before}
          <strong>{login.email}</strong>
          {after}
        </p>
        {shown}
        <Button
          variant="secondary"
          onClick={() => void reset.run({ type: 'embeddedWallet.resetLogin' })}
        >
          {t('useAnotherEmail')}
        </Button>
      </div>
    )
  }

  if (login.step === 'verifyOtp' || login.step === 'connecting') {
    const resend = () =>
      sendEmail.run({ type: 'embeddedWallet.connectEmail', email: login.email }).catch(() => {})
    return (
      <div className="latch-stack">
        <label className="latch-muted">
          <input
            type="checkbox"
            checked={importing}
            onChange={(event) => setImporting(event.target.checked)}
          />{' '}
          {t('importPhrase')}
        </label>
        <CodeForm
          label={t('enterCodeSixDigits', { email: login.email })}
          busy={otp.status === 'pending' || login.step === 'connecting'}
          onCode={(code) =>
            otp.run({
              type: 'embeddedWallet.connectOtp',
              otp: code,
              namespace: viewData.namespace,
              ...(importing && { importWallet: true }),
            })
          }
        />
        {shown}
        <Button variant="secondary" block disabled={resendIn > 0} onClick={resend}>
          {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resend')}
        </Button>
        <Button
          variant="secondary"
          block
          onClick={() => void reset.run({ type: 'embeddedWallet.resetLogin' })}
        >
          {t('useAnotherEmail')}
        </Button>
      </div>
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    sendEmail.run({ type: 'embeddedWallet.connectEmail', email: email.trim() }).catch(() => {})
  }
  const sending = login.step === 'sending'
  return (
    <form className="latch-stack" onSubmit={onSubmit}>
      <label htmlFor={emailId}>{t('email')}</label>
      <input
        id={emailId}
        className="latch-input"
        type="email"
        autoComplete="email"
        // biome-ignore lint/a11y/noAutofocus: the view's only field, opened by the user
        autoFocus
        required
        value={email}
        disabled={sending}
        onChange={(event) => setEmail(event.target.value)}
      />
      {sendEmail.error && !error ? (
        <ErrorMessage>{errorText(sendEmail.error)}</ErrorMessage>
      ) : (
        shown
      )}
      <Button type="submit" block disabled={sending || email.trim() === ''}>
        {sending ? t('sendingCode') : t('continue')}
      </Button>
    </form>
  )
}
