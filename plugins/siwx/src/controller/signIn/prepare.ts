import { LatchError, toLatchError } from '@latch/core'
import { toErrorInfo } from '@latch/core/plugin'
import { SiwxError } from '../../errors'
import { buildMessage } from '../../messages/buildMessage'
import { activeAccount } from '../activeAccount'
import type { SiwxContext } from '../siwxContext'
import { siteOf } from './siteOf'

/**
 * Prepares the active account's message: a nonce from the app's server, the namespace's text,
 * issued now and expiring after the session's lifetime; the request is then 'ready' with it.
 * Any failure is spec §8's 'A problem occurred while trying initialize authentication': shown as
 * a toast, and the namespace disconnected.
 */
export async function prepare(context: SiwxContext): Promise<string> {
  const account = activeAccount(context.getState())
  const { caipNetworkId, address } = account
  const ticket = context.tickets.take()
  context.setRequest({ status: 'preparing', caipNetworkId, address })
  let message: string
  try {
    const { domain, uri } = siteOf(context.message, context.origin())
    const nonce = await context.server.getNonce({ address, caipNetworkId })
    const issuedAt = context.clock.now()
    message = await buildMessage({
      domain,
      uri,
      address,
      caipNetworkId,
      nonce,
      statement: context.message.statement,
      issuedAt,
      expirationTime: issuedAt + context.message.ttlMs,
    })
  } catch (cause) {
    const error = initFailure(cause)
    if (context.tickets.isCurrent(ticket)) {
      context.setRequest({ status: 'failed', caipNetworkId, address, error: toErrorInfo(error) })
    }
    context.log.warn(`Sign-in could not start: ${error.details ?? error.message}`)
    await context
      .dispatch({ type: 'toast.show', message: error.message, code: error.code, variant: 'error' })
      .catch(() => {})
    await context
      .dispatch({ type: 'connection.disconnect', namespace: account.namespace })
      .catch(() => {})
    throw error
  }
  if (context.tickets.isCurrent(ticket)) {
    context.setRequest({ status: 'ready', caipNetworkId, address, message })
  }
  return message
}

/** Why a sign-in could not start, as spec §8 says it (the cause's message in details). */
export const initFailure = (cause: unknown): LatchError =>
  cause instanceof LatchError && cause.code === 'AUTHENTICATION_INIT_FAILED'
    ? cause
    : new SiwxError('AUTHENTICATION_INIT_FAILED', { cause, details: toLatchError(cause).message })
