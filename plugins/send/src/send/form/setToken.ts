import type { Command } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import { setTokenParams } from '../schemas'
import type { SendContext } from '../sendContext'

/** Picks the token to send; the fee is estimated again and the form is back to filling in. */
export function setToken(context: SendContext, command: Command<'send.setToken'>): void {
  const { token } = parseOrThrow(setTokenParams, command)
  context.change((send) => {
    send.token = token
    send.fee = undefined
    send.step = 'form'
    send.error = undefined
  })
}
