import { LatchError, toLatchError } from '@latch/core'
import { toErrorInfo } from '@latch/core/plugin'
import { SiwxError } from '../../errors'
import { sameAddress } from '../../shared/sameAddress'
import type { SiwxRequest, SiwxSession } from '../../state'
import { activeAccount, isRequestFor } from '../activeAccount'
import { keepSession } from '../sessions/keepSession'
import type { SiwxContext } from '../siwxContext'
import { prepare } from './prepare'
import { verificationError } from './verificationError'

/**
 * Signs in the active account on the active network: its message (prepared unless ready), the
 * wallet's signature ('Signature declined' on a no), the server's verification, then the session
 * kept, `siwx.signedIn` emitted and the sign view closed. The request shows each stage, unless a
 * newer request replaced it.
 */
export async function signIn(context: SiwxContext): Promise<SiwxSession> {
  const account = activeAccount(context.getState())
  const { caipNetworkId, address, namespace } = account
  let request = context.own().request
  if (!(request.status === 'ready' && isRequestFor(request, account))) {
    await prepare(context)
    request = context.own().request
  }
  if (request.status !== 'ready' || !isRequestFor(request, account)) {
    throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS', { details: 'The account changed' })
  }
  const { message } = request
  const ticket = context.tickets.current()
  const settle = (next: SiwxRequest) => {
    if (context.tickets.isCurrent(ticket)) context.setRequest(next)
  }
  settle({ status: 'signing', caipNetworkId, address, message })
  let signature: string
  try {
    signature = await context.dispatch({ type: 'account.signMessage', message, namespace })
  } catch (cause) {
    const wallet = toLatchError(cause)
    const declined = wallet.code === 'USER_REJECTED_REQUEST'
    const error = declined
      ? new SiwxError('SIGNATURE_DECLINED', { cause, details: wallet.details })
      : wallet
    settle({
      status: declined ? 'declined' : 'failed',
      caipNetworkId,
      address,
      message,
      error: toErrorInfo(error),
    })
    throw error
  }
  settle({ status: 'verifying', caipNetworkId, address, message })
  let session: SiwxSession
  try {
    session = await context.server.verify({ message, signature, caipNetworkId })
    if (
      session.data.caipNetworkId !== caipNetworkId ||
      !sameAddress(session.data.accountAddress, address)
    ) {
      throw new LatchError('MALFORMED_RESPONSE', { details: 'The session is for another account' })
    }
  } catch (cause) {
    const accountType = context
      .getState()
      .accounts[namespace]?.allAccounts.find((entry) => sameAddress(entry.address, address))?.type
    const error = verificationError(cause, accountType)
    settle({ status: 'failed', caipNetworkId, address, message, error: toErrorInfo(error) })
    throw error
  }
  keepSession(context, session)
  settle({ status: 'idle' })
  context.emit('siwx.signedIn', { session })
  const { modal, router } = context.getState()
  if (modal.open && router.history.at(-1)?.view === 'SIWXSignMessage') {
    await context.dispatch({ type: 'modal.close' })
  }
  return session
}
