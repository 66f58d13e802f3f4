import type { ChainNamespace } from '@latch/core'
import type { SiwxContext } from '../siwxContext'

/**
 * A namespace disconnected: a sign-in under way there is left, and the page signs out of its
 * networks (the server's sessions stay until revoked).
 */
export function signOutNamespace(context: SiwxContext, namespace: ChainNamespace): void {
  const { request } = context.own()
  if (
    request.status !== 'idle' &&
    request.status !== 'failed' &&
    request.caipNetworkId.startsWith(`${namespace}:`)
  ) {
    context.tickets.take()
    context.setRequest({ status: 'idle' })
  }
  const { sessions } = context.own()
  const kept = sessions.filter((s) => !s.data.caipNetworkId.startsWith(`${namespace}:`))
  if (kept.length !== sessions.length) context.setSessions(kept)
}
