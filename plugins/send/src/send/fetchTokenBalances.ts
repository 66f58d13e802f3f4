import type { Command, TokenBalance } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import { balanceOf } from './amounts'
import { fetchTokenBalancesParams } from './schemas'
import type { SendContext } from './sendContext'
import { sendingAccount } from './sendingAccount'

/** Reads the account's balances into the form: the tokens held, the USD total, the pick kept. */
export async function fetchTokenBalances(
  context: SendContext,
  command: Command<'send.fetchTokenBalances'>,
): Promise<TokenBalance[]> {
  const { forceUpdate } = parseOrThrow(fetchTokenBalancesParams, command)
  const { namespace } = sendingAccount(context.getState())
  const balances = await context.dispatch({
    type: 'account.fetchTokenBalances',
    namespace,
    forceUpdate,
  })
  const held = balances.filter((token) => balanceOf(token) > 0n)
  const total = balances.reduce((sum, token) => sum + token.value, 0)
  context.change((send) => {
    send.tokenBalances = held
    send.networkBalanceInUsd = total.toFixed(2)
    if (send.token) send.token = pickedAmong(held, send.token)
  })
  return held
}

/** The picked token as new balances have it (its new balance), or none if no longer held. */
export const pickedAmong = (held: TokenBalance[], picked: TokenBalance): TokenBalance | undefined =>
  held.find((token) => token.address === picked.address && token.chainId === picked.chainId)
