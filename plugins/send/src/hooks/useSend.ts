import type { LatchState, TokenBalance } from '@latch/core'
import { useLatch, useLatchState } from '@latch/hooks'
import { useEffect, useMemo } from 'react'
import { initialSendState, type SendState } from '../state'

const IDLE: SendState = initialSendState()
const selectSend = (s: LatchState): SendState => s.plugins.send ?? IDLE
// Its slice is in the client's first state, before the plugins' set-up, and goes if that fails.
const selectRegistered = (s: LatchState) => s.plugins.send !== undefined
const selectOwner = (s: LatchState) => {
  const namespace = s.networks.activeNamespace
  const address = namespace ? s.accounts[namespace]?.address : undefined
  const network = namespace ? s.networks.byNamespace[namespace]?.caipNetworkId : undefined
  return address && network ? `${network}:${address}` : undefined
}

/** Runs a command; its failure is already in the send state (`error`), shown by the form. */
const quietly = <T>(pending: Promise<T>): Promise<T | undefined> => pending.catch(() => undefined)

/**
 * The send form's state and commands, for a custom UI (the default UI's Send view uses it too):
 * the account's tokens, the picked token, amount and receiver (an address or a name, resolved),
 * the fee, the review step, and `submit`. Reads the balances when mounted and when the account or
 * network changes. Commands resolve with `undefined` on failure: the message is in `state.error`.
 *
 * @example
 * const { state, setAmount, setReceiver, review, submit } = useSend()
 * <input value={state.sendTokenAmount ?? ''} onChange={(e) => setAmount(e.target.value)} />
 */
export function useSend() {
  const latch = useLatch()
  const state = useLatchState(selectSend)
  const registered = useLatchState(selectRegistered)
  const owner = useLatchState(selectOwner)
  useEffect(() => {
    if (!registered || !owner) return
    void quietly(latch.dispatch({ type: 'send.fetchTokenBalances' }))
  }, [latch, registered, owner])
  const commands = useMemo(
    () => ({
      setToken: (token: TokenBalance) => quietly(latch.dispatch({ type: 'send.setToken', token })),
      setAmount: (amount: string) => quietly(latch.dispatch({ type: 'send.setAmount', amount })),
      setMax: () => quietly(latch.dispatch({ type: 'send.setMax' })),
      setReceiver: (receiver: string) =>
        quietly(latch.dispatch({ type: 'send.setReceiver', receiver })),
      estimateFee: () => quietly(latch.dispatch({ type: 'send.estimateFee' })),
      review: () => quietly(latch.dispatch({ type: 'send.review' })),
      edit: () => quietly(latch.dispatch({ type: 'send.edit' })),
      submit: () => quietly(latch.dispatch({ type: 'send.submit' })),
      reset: () => quietly(latch.dispatch({ type: 'send.reset' })),
    }),
    [latch],
  )
  return { state, registered, ...commands }
}
