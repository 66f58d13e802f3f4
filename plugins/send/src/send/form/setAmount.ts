import type { Command } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import { setAmountParams } from '../schemas'
import type { SendContext } from '../sendContext'

/** The amount as typed (checked at review); the form is back to filling in. */
export function setAmount(context: SendContext, command: Command<'send.setAmount'>): void {
  const { amount } = parseOrThrow(setAmountParams, command)
  context.change((send) => {
    send.sendTokenAmount = amount
    send.step = 'form'
    send.error = undefined
  })
}
