import { toLatchError } from '@latch/core'
import { activeAccount, isRequestFor } from '../activeAccount'
import { prepare } from '../signIn/prepare'
import type { SiwxContext } from '../siwxContext'
import { dropSession } from './dropSession'
import { liveSessionFor } from './liveSessions'

/**
 * After a connect or a network change: the active account's session here is checked with the
 * server once per page (revoked elsewhere? then forgotten); without one, a required sign-in opens
 * the sign view and prepares its message. Nothing without an active account.
 */
export async function checkSession(context: SiwxContext): Promise<void> {
  let account: ReturnType<typeof activeAccount>
  try {
    account = activeAccount(context.getState())
  } catch {
    return
  }
  const session = liveSessionFor(
    context.own().sessions,
    account.caipNetworkId,
    account.address,
    context.clock.now(),
  )
  if (session && !context.confirmed.has(session.pci)) {
    let listed: Awaited<ReturnType<typeof context.server.getSessions>>
    try {
      listed = await context.server.getSessions(account.address)
    } catch (error) {
      context.log.warn(`Sessions not checked: ${toLatchError(error).message}`)
      return
    }
    if (listed.some((entry) => entry.pci === session.pci)) {
      context.confirmed.add(session.pci)
      return
    }
    dropSession(context, session.pci)
    return checkSession(context)
  }
  if (session) return
  const state = context.own()
  if (
    !state.required ||
    (isRequestFor(state.request, account) && state.request.status !== 'failed')
  ) {
    return
  }
  await context.dispatch({ type: 'modal.open', view: 'SIWXSignMessage' })
  await prepare(context).catch(() => {})
}
