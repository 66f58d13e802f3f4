import { type ChainNamespace, type Command, LatchError, toLatchError } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import * as z from 'zod/mini'
import { SiwxError } from '../../errors'
import { revokeMessage } from '../../shared/revokeMessage'
import { sameAddress } from '../../shared/sameAddress'
import { activeAccount } from '../activeAccount'
import type { SiwxContext } from '../siwxContext'
import { checkSession } from './checkSession'
import { dropSession } from './dropSession'

const revokeParams = () => z.object({ pci: z.string() })

/**
 * Revokes session `pci` (the page's, or one the server lists for the active account) with a
 * signature by its account, which must be connected; then the page forgets it, and a session of
 * the active network is asked for again when required.
 */
export async function revoke(context: SiwxContext, command: Command<'siwx.revoke'>): Promise<void> {
  const { pci } = parseOrThrow(revokeParams(), command)
  const account = activeAccount(context.getState())
  const session =
    context.own().sessions.find((s) => s.pci === pci) ??
    (await context.server.getSessions(account.address)).find((s) => s.pci === pci)
  if (!session) throw new LatchError('INVALID_INPUT', { details: `No session ${pci}` })
  const namespace = session.data.caipNetworkId.split(':')[0] as ChainNamespace
  const { accounts } = context.getState()
  const holder = Object.hasOwn(accounts, namespace) ? accounts[namespace] : undefined
  if (
    holder?.status !== 'connected' ||
    !holder.address ||
    !sameAddress(holder.address, session.data.accountAddress)
  ) {
    throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS', {
      details: 'Connect the account of the session to revoke it',
    })
  }
  const address = session.data.accountAddress
  let signature: string
  try {
    signature = await context.dispatch({
      type: 'account.signMessage',
      message: revokeMessage({ address, pci }),
      namespace,
    })
  } catch (cause) {
    const wallet = toLatchError(cause)
    throw wallet.code === 'USER_REJECTED_REQUEST'
      ? new SiwxError('SIGNATURE_DECLINED', { cause })
      : wallet
  }
  await context.server.revoke({ address, pci, signature })
  context.confirmed.delete(pci)
  dropSession(context, pci)
  if (session.data.caipNetworkId === account.caipNetworkId) await checkSession(context)
}
