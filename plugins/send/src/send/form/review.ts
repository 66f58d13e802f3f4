import { LatchError } from '@latch/core'
import { balanceOf, isNative } from '../amounts'
import { estimateFee } from '../fee/estimateFee'
import type { SendContext } from '../sendContext'
import { sendingAccount } from '../sendingAccount'
import { checkForm } from './checkForm'

/**
 * Checks the form (once the receiver is resolved) and estimates its fee: the native currency pays
 * the fee too, so amount plus fee must be within its balance. Then the form is at its review step.
 */
export async function review(
  context: SendContext,
  receiverResolved: () => Promise<unknown> | undefined,
): Promise<void> {
  await receiverResolved()
  const checked = checkForm(sendingAccount(context.getState()), context.own())
  const value = checked.transaction.value
  const fee = BigInt((await estimateFee(context, value ?? 1n, checked.token)).value)
  if (isNative(checked.token) && (value ?? 0n) + fee > balanceOf(checked.token)) {
    throw new LatchError('INSUFFICIENT_FUNDS', {
      details: `The amount and the fee are more than the ${checked.token.symbol} balance`,
    })
  }
  context.change((send) => {
    send.step = 'review'
    send.error = undefined
  })
}
