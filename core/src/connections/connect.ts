import type { ConnectResult } from '../chain/types'
import type { Connector } from '../connectors/types'
import { LatchError, toLatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { applyConnection } from './applyConnection'
import { type StartedConnect, startConnect } from './startConnect'

/**
 * Connects `connector` through its adapter's login flow (`startConnect`, then `finishConnect`).
 */
export function connect(
  ctx: PluginContext,
  connector: Connector,
  caipNetworkId?: ConnectResult['caipNetworkId'],
  address?: string,
): Promise<ConnectResult> {
  return finishConnect(ctx, connector, startConnect(ctx, connector, caipNetworkId), address)
}

/**
 * Takes the wallet's answer to a connect: records the connection, and a login method serving
 * several namespaces connects its other namespaces too. On failure the namespace goes back to
 * where the user was, so they can retry.
 */
export async function finishConnect(
  ctx: PluginContext,
  connector: Connector,
  { before, answer }: StartedConnect,
  address?: string,
): Promise<ConnectResult> {
  const namespace = connector.namespace
  let result: ConnectResult
  try {
    result = await answer
    // A wallet that answers with no account connected nothing.
    if (result.accounts.length === 0) {
      throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', { details: connector.id })
    }
  } catch (cause) {
    // Back to where the user was, so they can retry.
    ctx.update((state) => {
      const account = namespaceEntry(state.accounts, namespace)
      if (account) account.status = before?.status === 'connected' ? 'connected' : 'disconnected'
    })
    const error = toLatchError(cause, 'FAILED_TO_CONNECT')
    if (error.code === 'USER_REJECTED_REQUEST') {
      throw new LatchError('CONNECTION_REJECTED', { cause: error, rpcCode: error.rpcCode })
    }
    throw error
  }
  applyConnection(ctx, connector, result, { recent: true, address })
  await connectAlongside(ctx, connector)
  return result
}

/**
 * A login method that serves several namespaces (one relay session, one embedded wallet) was
 * approved on one: its other namespaces connect too, silently, through their own adapters. One
 * that fails stays disconnected, logged; the approved one stands.
 */
async function connectAlongside(ctx: PluginContext, approved: Connector): Promise<void> {
  const method = ctx.loginMethods.get(approved.id)
  if (!method) return
  const others = method.namespaces.filter(
    (ns) =>
      ns !== approved.namespace &&
      namespaceEntry(ctx.getState().accounts, ns)?.status !== 'connected',
  )
  await Promise.all(
    others.map(async (namespace) => {
      const connector = ctx
        .getState()
        .connectors.all.find((c) => c.id === approved.id && c.namespace === namespace)
      const adapter = ctx.getAdapter(namespace)
      if (!connector || !adapter) return
      try {
        const result = await adapter.reconnect({ connectorId: connector.id })
        if (result) applyConnection(ctx, connector, result, { recent: false })
      } catch (error) {
        ctx.log.warn(`${method.name} did not connect on ${namespace}`, toLatchError(error))
      }
    }),
  )
}
