import { useMessages } from '@latch/hooks'
import { Button } from '@latch/react'
import { type FormEvent, useId, useState } from 'react'
import { embeddedWalletMessages } from './i18n/messages'

export interface CodeFormProps {
  /** What the code is for: "Enter the code sent to ada@example.com". */
  label: string
  onCode(code: string): Promise<unknown>
  /** While a code is checked. */
  busy: boolean
}

/**
 * A 6-digit code: numeric keyboard on phones, the one-time-code autofill, sent as soon as six
 * digits are there (or on Enter); cleared after a refusal so the next try starts fresh.
 */
export function CodeForm({ label, onCode, busy }: CodeFormProps) {
  const id = useId()
  const { t } = useMessages(embeddedWalletMessages)
  const [code, setCode] = useState('')
  const send = (value: string) => {
    if (!/^\d{6}$/.test(value) || busy) return
    onCode(value).catch(() => setCode(''))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send(code)
  }
  return (
    <form onSubmit={onSubmit} className="latch-stack">
      <label htmlFor={id} className="latch-muted">
        {label}
      </label>
      <input
        id={id}
        className="latch-input latch-center"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        // biome-ignore lint/a11y/noAutofocus: the step's only field, reached by the user's own action
        autoFocus
        value={code}
        disabled={busy}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(digits)
          if (digits.length === 6) send(digits)
        }}
      />
      <Button type="submit" block disabled={busy || code.length !== 6}>
        {busy ? t('checking') : t('continue')}
      </Button>
    </form>
  )
}
