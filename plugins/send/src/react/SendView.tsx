import { formatAmount, formatBalance } from '@latch/core'
import { useErrorMessage, useFormat, useMessages } from '@latch/hooks'
import { Button, ErrorMessage, Spinner } from '@latch/react'
import { type FormEvent, useId, useState } from 'react'
import { useSend } from '../hooks/useSend'
import { balanceOf, decimalsOf } from '../send/amounts'
import type { SendFee, SendState } from '../state'
import { sendMessages } from './i18n/messages'

/** The translator and formats the views share. */
function useTexts() {
  const { t } = useMessages(sendMessages)
  const format = useFormat()
  const usd = (value: number) =>
    value > 0 && value < 0.01
      ? t('lessThan', { value: format.currency(0.01, 'USD') })
      : format.currency(value, 'USD')
  return { t, format, usd }
}

function FeeLine({ fee }: { fee: SendFee }) {
  const { t, format, usd } = useTexts()
  const value = formatAmount(BigInt(fee.value), fee.decimals, 6)
  const amount =
    value === '0' ? t('lessThan', { value: format.decimal('0.000001') }) : format.decimal(value)
  return (
    <p className="latch-muted">
      {t('networkFee', { amount, symbol: fee.symbol })}
      {fee.usd !== undefined && ` ${t('aboutValue', { value: usd(fee.usd) })}`}
    </p>
  )
}

const tokenKey = (token: { chainId: string; address?: string }) => token.address ?? token.chainId

/** The review step: what goes where, and the fee; then the wallet. */
function Review({ state, onEdit, onSend }: { state: SendState; onEdit(): void; onSend(): void }) {
  const { t, format } = useTexts()
  const errorText = useErrorMessage()
  const symbol =
    state.token?.symbol ?? state.tokenBalances.find((token) => !token.address)?.symbol ?? ''
  return (
    <div className="latch-stack">
      <dl className="latch-stack" aria-label={t('reviewLabel')}>
        <div>
          <dt className="latch-muted">{t('sending')}</dt>
          <dd>
            <bdi>{format.decimal(state.sendTokenAmount ?? '')}</bdi> {symbol}
          </dd>
        </div>
        <div>
          <dt className="latch-muted">{t('to')}</dt>
          <dd style={{ wordBreak: 'break-all' }}>
            {state.receiverProfileName && <strong>{state.receiverProfileName} </strong>}
            {state.receiverAddress}
          </dd>
        </div>
      </dl>
      {state.fee && <FeeLine fee={state.fee} />}
      {state.loading && (
        <p className="latch-muted">
          <Spinner label={t('sendingStatus')} /> {t('sendingInWallet')}
        </p>
      )}
      {state.error && <ErrorMessage>{errorText(state.error)}</ErrorMessage>}
      <div className="latch-features">
        <Button variant="secondary" onClick={onEdit} disabled={state.loading}>
          {t('back')}
        </Button>
        <Button onClick={onSend} disabled={state.loading} aria-busy={state.loading}>
          {t('send')}
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
  const { t, format, usd } = useTexts()
  const errorText = useErrorMessage()
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
    <form className="latch-stack" onSubmit={onSubmit} aria-label={t('form')}>
      <label htmlFor={`${id}-token`}>{t('token')}</label>
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
          {t('selectToken')}
        </option>
        {state.tokenBalances.map((token) => (
          <option key={tokenKey(token)} value={tokenKey(token)}>
            {token.symbol} · {format.decimal(formatBalance(balanceOf(token), decimalsOf(token)))}
          </option>
        ))}
      </select>
      {state.networkBalanceInUsd && (
        <p className="latch-muted">
          {t('balanceOnNetwork', { value: usd(Number(state.networkBalanceInUsd)) })}
        </p>
      )}

      <label htmlFor={`${id}-amount`}>{t('amount')}</label>
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
          {t('max')}
        </Button>
      </div>

      <label htmlFor={`${id}-receiver`}>{t('receiver')}</label>
      <input
        id={`${id}-receiver`}
        className="latch-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('receiverPlaceholder')}
        value={receiver}
        onChange={(event) => setReceiver(event.target.value)}
        onBlur={() => void commitReceiver()}
      />
      {state.resolving && (
        <p role="status" className="latch-muted">
          {t('resolving')}
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
      {state.error && <ErrorMessage>{errorText(state.error)}</ErrorMessage>}
      <Button type="submit" block disabled={state.resolving}>
        {t('review')}
      </Button>
    </form>
  )
}
