import { formatAmount, formatBalance } from '@latch/core'
import { Button, ErrorMessage, Spinner } from '@latch/react'
import { type FormEvent, useId, useState } from 'react'
import { useSend } from '../hooks/useSend'
import { balanceOf, decimalsOf } from '../send/amounts'
import type { SendFee, SendState } from '../state'

const usd = (value: number) => (value > 0 && value < 0.01 ? '< $0.01' : `$${value.toFixed(2)}`)

function FeeLine({ fee }: { fee: SendFee }) {
  const amount = formatAmount(BigInt(fee.value), fee.decimals, 6)
  return (
    <p className="latch-muted">
      Network fee: {amount === '0' ? '< 0.000001' : amount} {fee.symbol}
      {fee.usd !== undefined && ` (≈ ${usd(fee.usd)})`}
    </p>
  )
}

const tokenKey = (token: { chainId: string; address?: string }) => token.address ?? token.chainId

/** The review step: what goes where, and the fee; then the wallet. */
function Review({ state, onEdit, onSend }: { state: SendState; onEdit(): void; onSend(): void }) {
  const symbol = state.token?.symbol ?? state.tokenBalances.find((t) => !t.address)?.symbol ?? ''
  return (
    <div className="latch-stack">
      <dl className="latch-stack" aria-label="Review your send">
        <div>
          <dt className="latch-muted">Sending</dt>
          <dd>
            {state.sendTokenAmount} {symbol}
          </dd>
        </div>
        <div>
          <dt className="latch-muted">To</dt>
          <dd style={{ wordBreak: 'break-all' }}>
            {state.receiverProfileName && <strong>{state.receiverProfileName} </strong>}
            {state.receiverAddress}
          </dd>
        </div>
      </dl>
      {state.fee && <FeeLine fee={state.fee} />}
      {state.loading && (
        <p className="latch-muted">
          <Spinner label="Sending" /> Sending… approve in your wallet
        </p>
      )}
      {state.error && <ErrorMessage>{state.error.message}</ErrorMessage>}
      <div className="latch-features">
        <Button variant="secondary" onClick={onEdit} disabled={state.loading}>
          Back
        </Button>
        <Button onClick={onSend} disabled={state.loading} aria-busy={state.loading}>
          Send
        </Button>
      </div>
    </div>
  )
}

/**
 * Send (spec §2–§5): the token from the account's balances, the amount (Max: the whole balance,
 * less the fee for the native currency), the receiver as an address or a name, then a review with
 * the fee and its USD value, and the wallet. On success the toast links the explorer and the
 * modal goes back to Account.
 */
export default function SendView() {
  const send = useSend()
  const { state } = send
  const id = useId()
  const [receiver, setReceiver] = useState(state.receiverInput ?? '')

  if (state.step === 'review') {
    return <Review state={state} onEdit={send.edit} onSend={() => void send.submit()} />
  }

  const commitReceiver = () =>
    receiver.trim() !== (state.receiverInput ?? '') ? send.setReceiver(receiver) : undefined
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    await commitReceiver()
    await send.review()
  }
  const selected = state.token ? tokenKey(state.token) : ''
  return (
    <form className="latch-stack" onSubmit={onSubmit} aria-label="Send">
      <label htmlFor={`${id}-token`}>Token</label>
      <select
        id={`${id}-token`}
        className="latch-input"
        value={selected}
        onChange={(event) => {
          const token = state.tokenBalances.find((t) => tokenKey(t) === event.target.value)
          if (token) void send.setToken(token)
        }}
      >
        <option value="" disabled>
          Select a token
        </option>
        {state.tokenBalances.map((token) => (
          <option key={tokenKey(token)} value={tokenKey(token)}>
            {token.symbol} · {formatBalance(balanceOf(token), decimalsOf(token))}
          </option>
        ))}
      </select>
      {state.networkBalanceInUsd && (
        <p className="latch-muted">Balance on this network: ${state.networkBalanceInUsd}</p>
      )}

      <label htmlFor={`${id}-amount`}>Amount</label>
      <div className="latch-features">
        <input
          id={`${id}-amount`}
          className="latch-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={state.sendTokenAmount ?? ''}
          onChange={(event) => void send.setAmount(event.target.value)}
        />
        <Button type="button" variant="secondary" onClick={() => void send.setMax()}>
          Max
        </Button>
      </div>

      <label htmlFor={`${id}-receiver`}>Receiver</label>
      <input
        id={`${id}-receiver`}
        className="latch-input"
        autoComplete="off"
        spellCheck={false}
        placeholder="Address or name"
        value={receiver}
        onChange={(event) => setReceiver(event.target.value)}
        onBlur={() => void commitReceiver()}
      />
      {state.resolving && (
        <p role="status" className="latch-muted">
          Resolving name…
        </p>
      )}
      {state.receiverAddress && state.receiverAddress !== receiver.trim() && (
        <p className="latch-muted" style={{ wordBreak: 'break-all' }}>
          {state.receiverAddress}
        </p>
      )}
      {state.receiverProfileName && (
        <p className="latch-muted">
          {state.receiverProfileImage && (
            <img src={state.receiverProfileImage} alt="" width={16} height={16} />
          )}{' '}
          {state.receiverProfileName}
        </p>
      )}

      {state.fee && <FeeLine fee={state.fee} />}
      {state.error && <ErrorMessage>{state.error.message}</ErrorMessage>}
      <Button type="submit" block disabled={state.resolving}>
        Review
      </Button>
    </form>
  )
}
