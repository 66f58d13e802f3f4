import { explorerUrl, type Network, selectCurrentView, type TokenBalance } from '@latch/core'
import type { SendContext } from '../sendContext'
import { sentToastText } from '../sentToast'
import { clearForm } from './clearForm'

/** A send the chain took: its transaction, network, token and the amount as typed. */
export interface SentTransaction {
  hash: string
  network: Network
  token: TokenBalance
  amount: string
}

/**
 * Spec §2/§4 after a send: a toast with the explorer link, the form cleared, the modal back to
 * Account (from Send), and the balances refreshed (best effort).
 */
export async function afterSent(context: SendContext, sent: SentTransaction): Promise<void> {
  const explorer = sent.network.blockExplorers?.default.url
  const url = explorer ? explorerUrl(explorer, `tx/${sent.hash}`) : undefined
  const text = sentToastText(context.getState().locale, sent.amount, sent.token.symbol)
  await context.dispatch({
    type: 'toast.show',
    message: text.message,
    variant: 'success',
    ...(url ? { link: { url, label: text.explorer } } : {}),
  })
  context.change(clearForm)
  const { view } = selectCurrentView(context.getState())
  if (view === 'Send') await context.dispatch({ type: 'router.replace', view: 'Account' })
  try {
    await context.dispatch({ type: 'send.fetchTokenBalances', forceUpdate: true })
  } catch (error) {
    context.log.debug('send: balances not refreshed', error)
  }
}
