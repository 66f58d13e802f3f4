import type { Command } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import { setReceiverParams } from '../schemas'
import type { SendContext } from '../sendContext'
import { sendingAccount } from '../sendingAccount'
import { receiverIdentity } from './receiverIdentity'
import { receiverKind } from './receiverKind'
import { resolveName } from './resolveName'

/**
 * The receiver as typed: an address is the receiver at once, a name once resolved; its identity
 * (eip155) decorates it. A newer input wins: an older one's answer changes nothing. Resolves with
 * the address (none for an empty input).
 */
export async function setReceiver(
  context: SendContext,
  command: Command<'send.setReceiver'>,
): Promise<string | undefined> {
  const { receiver } = parseOrThrow(setReceiverParams, command)
  const input = receiver.trim()
  const { namespace, network } = sendingAccount(context.getState())
  context.change((send) => {
    send.receiverInput = input
    send.receiverAddress = undefined
    send.receiverProfileName = undefined
    send.receiverProfileImage = undefined
    send.fee = undefined
    send.step = 'form'
    send.error = undefined
  })
  if (!input) return undefined
  const isAddress = receiverKind(namespace, input) === 'address'
  const stillCurrent = () => context.own().receiverInput === input
  context.change((send) => {
    if (isAddress) send.receiverAddress = input
    else send.resolving = true
  })
  try {
    const address = isAddress ? input : await resolveName(context, input, network)
    const identity = namespace === 'eip155' ? await receiverIdentity(context, address) : undefined
    if (stillCurrent()) {
      context.change((send) => {
        send.receiverAddress = address
        send.receiverProfileName = identity?.name ?? (isAddress ? undefined : input)
        send.receiverProfileImage = identity?.avatar ?? undefined
      })
    }
    return address
  } finally {
    if (stillCurrent()) {
      context.change((send) => {
        send.resolving = false
      })
    }
  }
}
