import { formatAmount } from '@latch/core'
import { useAccount } from '@latch/hooks'
import { useSend } from '@latch/send/hooks'
import { type FormEvent, useId, useState } from 'react'

/**
 * The app's own send form (`@latch/send/hooks`): a token of the account, an amount with Max, a
 * receiver (an address or a name), a review with the fee, then the wallet.
 */
export function SendSection() {
  const account = useAccount()
  const send = useSend()
  const [receiver, setReceiver] = useState('')
  const [sent, setSent] = useState('')
  const id = useId()
  const { state } = send
  if (!send.registered || !account.isConnected) return null

  const onReview = async (event: FormEvent) => {
    event.preventDefault()
    if (receiver.trim() !== (state.receiverInput ?? '')) await send.setReceiver(receiver)
    await send.review()
  }
  const onSend = async () => {
    const what = `${state.sendTokenAmount} ${state.token?.symbol ?? ''}`
    const result = await send.submit()
    if (result) {
      setReceiver('')
      setSent(`Sent ${what} (${result.hash})`)
    }
  }
  const key = (t: { address?: string; chainId: string }) => t.address ?? t.chainId
  const fee = state.fee
  return (
    <section aria-labelledby="send-title">
      <h2 id="send-title">Send</h2>
      {state.step === 'form' ? (
        <form onSubmit={onReview}>
          <label htmlFor={`${id}-token`}>Token</label>{' '}
          <select
            id={`${id}-token`}
            value={state.token ? key(state.token) : ''}
            onChange={(event) => {
              const token = state.tokenBalances.find((t) => key(t) === event.target.value)
              if (token) void send.setToken(token)
            }}
          >
            <option value="">Pick a token</option>
            {state.tokenBalances.map((token) => (
              <option key={key(token)} value={key(token)}>
                {token.symbol} ({token.quantity.numeric})
              </option>
            ))}
          </select>{' '}
          <label htmlFor={`${id}-amount`}>Amount</label>{' '}
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={state.sendTokenAmount ?? ''}
            onChange={(event) => void send.setAmount(event.target.value)}
          />{' '}
          <button type="button" onClick={() => void send.setMax()}>
            Max
          </button>{' '}
          <label htmlFor={`${id}-to`}>To</label>{' '}
          <input
            id={`${id}-to`}
            value={receiver}
            placeholder="Address or name"
            onChange={(event) => setReceiver(event.target.value)}
          />{' '}
          <button type="submit">Review send</button>
        </form>
      ) : (
        <div>
          <p>
            Send {state.sendTokenAmount} {state.token?.symbol} to{' '}
            {state.receiverProfileName ? `${state.receiverProfileName} ` : ''}
            {state.receiverAddress}
          </p>
          {fee && (
            <p>
              Fee: {formatAmount(BigInt(fee.value), fee.decimals, 6)} {fee.symbol}
              {fee.usd !== undefined && ` (≈ $${fee.usd.toFixed(4)})`}
            </p>
          )}
          <button type="button" onClick={() => void send.edit()} disabled={state.loading}>
            Edit
          </button>{' '}
          <button type="button" onClick={onSend} disabled={state.loading}>
            {state.loading ? 'Sending…' : 'Confirm send'}
          </button>
        </div>
      )}
      {sent && <p role="status">{sent}</p>}
      {state.error && (
        <p role="alert" className="error">
          {state.error.message}
        </p>
      )}
    </section>
  )
}
