import type { LatchError } from '@latch/core'
import { useErrorMessage, useLatch, useLatchState } from '@latch/hooks'
import { useState } from 'react'
import { ACME_MIN_TIP } from '../constants'
import type {} from '../plugin'

const TEXT = {
  en: { minimum: `The smallest tip is ${ACME_MIN_TIP} ACME.`, tip: 'Tip', last: 'Last tip' },
  fr: {
    minimum: `Le plus petit pourboire est de ${ACME_MIN_TIP} ACME.`,
    tip: 'Donner',
    last: 'Dernier pourboire',
  },
}

/** Tips the Acme foundation: an amount, the Tip button, and the error in the client's language. */
export default function TipView() {
  const latch = useLatch()
  const text = useLatchState((s) => TEXT[s.locale === 'fr' ? 'fr' : 'en'])
  const lastTip = useLatchState((s) => s.plugins.acme?.lastTip)
  const errorText = useErrorMessage()
  const [amount, setAmount] = useState('1')
  const [error, setError] = useState<LatchError | undefined>(undefined)
  const tip = () => {
    setError(undefined)
    latch.dispatch({ type: 'acme.tip', amount: Number(amount) }).catch(setError)
  }
  return (
    <div>
      <p>{text.minimum}</p>
      <label>
        ACME <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <button type="button" onClick={tip}>
        {text.tip}
      </button>
      {error && <p role="alert">{errorText(error)}</p>}
      {lastTip !== undefined && (
        <p>
          {text.last}: {lastTip} ACME
        </p>
      )}
    </div>
  )
}
