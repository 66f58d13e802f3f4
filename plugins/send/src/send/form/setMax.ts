import { formatAmount } from '@latch/core'
import { decimalsOf, isNative } from '../amounts'
import { estimateFee } from '../fee/estimateFee'
import type { SendContext } from '../sendContext'
import { sendingAccount } from '../sendingAccount'
import { maxAmount } from './maxAmount'
import { tokenToSend } from './tokenToSend'

/** Sets the amount to the most the account can send of the token; resolves with it. */
export async function setMax(context: SendContext): Promise<string> {
  const { namespace, network } = sendingAccount(context.getState())
  const token = tokenToSend(context.own(), namespace)
  // Only the native currency pays the fee: a token's whole balance needs no estimate.
  const fee = isNative(token) ? BigInt((await estimateFee(context, 1n, token)).value) : 0n
  const decimals = decimalsOf(token)
  const amount = formatAmount(maxAmount(token, fee, network), decimals, decimals)
  context.change((send) => {
    send.sendTokenAmount = amount
    send.step = 'form'
    send.error = undefined
  })
  return amount
}
