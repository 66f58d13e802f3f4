import type { SendFee } from '../../state'
import { amountToSend } from '../amounts'
import { tokenToSend } from '../form/tokenToSend'
import type { SendContext } from '../sendContext'
import { sendingAccount } from '../sendingAccount'
import { estimateFee } from './estimateFee'

/**
 * The fee of the send as filled in: of the typed amount, or of the smallest unit while the amount
 * is missing or wrong (the fee depends on the send's shape; the amount is checked at review).
 */
export async function estimateFormFee(context: SendContext): Promise<SendFee> {
  const { namespace } = sendingAccount(context.getState())
  const token = tokenToSend(context.own(), namespace)
  const typed = context.own().sendTokenAmount
  let value = 1n
  try {
    if (typed) value = amountToSend(typed, token)
  } catch {
    // A fee for the send's shape: the amount is checked at review.
  }
  return estimateFee(context, value, token)
}
