import type { Command } from '@latch/core'
import type { PluginContext } from '@latch/core/plugin'
import { estimateFormFee } from './fee/estimateFormFee'
import { fetchTokenBalances } from './fetchTokenBalances'
import { edit } from './form/edit'
import { review } from './form/review'
import { setAmount } from './form/setAmount'
import { setMax } from './form/setMax'
import { setToken } from './form/setToken'
import { keepingFailure } from './keepingFailure'
import { setReceiver } from './receiver/setReceiver'
import { sendContext } from './sendContext'
import { submit } from './submit/submit'

/**
 * The send plugin's command bodies, loaded on first use: each is a step of its own file (the form,
 * the receiver, the fee, the send); this wires them to the client. A step's failure is kept for
 * the view; review and submit wait for the receiver being resolved.
 */
export function createSend(ctx: PluginContext) {
  const context = sendContext(ctx)
  const keep = <T>(run: () => Promise<T> | T) => keepingFailure(context, run)
  /** The receiver being resolved: review and submit wait for it. */
  let resolution: Promise<unknown> | undefined
  const receiverResolved = () => resolution?.catch(() => {})

  return {
    fetchTokenBalances: (command: Command<'send.fetchTokenBalances'>) =>
      fetchTokenBalances(context, command),
    setToken: (command: Command<'send.setToken'>) => keep(() => setToken(context, command)),
    setAmount: (command: Command<'send.setAmount'>) => keep(() => setAmount(context, command)),
    setMax: () => keep(() => setMax(context)),
    setReceiver: (command: Command<'send.setReceiver'>) => {
      const pending = keep(() => setReceiver(context, command))
      resolution = pending
      return pending
    },
    estimateFee: () => keep(() => estimateFormFee(context)),
    review: () => keep(() => review(context, receiverResolved)),
    edit: async () => edit(context),
    submit: () => keep(() => submit(context, receiverResolved)),
  }
}

export type Send = ReturnType<typeof createSend>
