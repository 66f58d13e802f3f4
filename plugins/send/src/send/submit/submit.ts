import { toLatchError } from '@latch/core'
import { SendError } from '../../errors'
import { checkForm } from '../form/checkForm'
import type { SendContext } from '../sendContext'
import { sendingAccount } from '../sendingAccount'
import { afterSent } from './afterSent'
import { waitForReceipt } from './waitForReceipt'

/**
 * Sends the form (once the receiver is resolved): the wallet asks, the chain confirms (EVM), then
 * `afterSent`. One send at a time: a second call while one runs is 'A send is already in
 * progress' and sends nothing. A failure is also an error toast; `loading` is always cleared.
 */
export async function submit(
  context: SendContext,
  receiverResolved: () => Promise<unknown> | undefined,
): Promise<{ hash: string }> {
  if (context.own().loading) throw new SendError('SEND_IN_PROGRESS')
  await receiverResolved()
  if (context.own().loading) throw new SendError('SEND_IN_PROGRESS')
  const { namespace, network, token, transaction } = checkForm(
    sendingAccount(context.getState()),
    context.own(),
  )
  context.change((send) => {
    send.loading = true
    send.error = undefined
  })
  try {
    const hash = await context.dispatch({ type: 'account.sendTransaction', namespace, transaction })
    if (namespace === 'eip155') await waitForReceipt(context, hash, network)
    await afterSent(context, { hash, network, token, amount: context.own().sendTokenAmount ?? '' })
    return { hash }
  } catch (error) {
    const latchError = toLatchError(error)
    context
      .dispatch({
        type: 'toast.show',
        message: latchError.message,
        code: latchError.code,
        variant: 'error',
      })
      .catch(() => {}) // no toasts (a client torn down): the error is thrown anyway
    throw latchError
  } finally {
    // Spec §4: loading is always cleared.
    context.change((send) => {
      send.loading = false
    })
  }
}
