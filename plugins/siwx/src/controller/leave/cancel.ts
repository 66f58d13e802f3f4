import { activeAccount } from '../activeAccount'
import { liveSessionFor } from '../sessions/liveSessions'
import type { SiwxContext } from '../siwxContext'
import { lastSignedInNetwork } from './lastSignedInNetwork'

/**
 * Leaves the sign-in: the request is dropped and the modal closed; when sign-in is required and the
 * active account has no session here, back to the last network signed in on, else disconnected
 * (spec §4).
 */
export async function cancel(context: SiwxContext): Promise<void> {
  context.tickets.take()
  context.setRequest({ status: 'idle' })
  await context.dispatch({ type: 'modal.close' })
  if (!context.own().required) return
  let account: ReturnType<typeof activeAccount>
  try {
    account = activeAccount(context.getState())
  } catch {
    return
  }
  const now = context.clock.now()
  const { sessions } = context.own()
  if (liveSessionFor(sessions, account.caipNetworkId, account.address, now)) return
  const { accounts, options } = context.getState()
  const places = { accounts, networks: options.networks }
  const last = lastSignedInNetwork(sessions, places, account.caipNetworkId, now)
  if (last) {
    await context.dispatch({ type: 'network.switch', caipNetworkId: last })
  } else {
    await context.dispatch({ type: 'connection.disconnect', namespace: account.namespace })
  }
}
