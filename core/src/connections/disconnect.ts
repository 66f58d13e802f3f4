import type { Command } from '../bus/types'
import type { ChainNamespace } from '../caip/caip'
import { LatchError, toLatchError } from '../errors/LatchError'
import { applyActiveNetwork } from '../networks/networksModule'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { parseOrThrow } from '../validation/parse'
import { resetNamespace } from './applyConnection'
import { disconnectParamsSchema } from './commandSchemas'

/**
 * `connection.disconnect` (spec §4): the namespace's wallet is told, its state cleared even when
 * the wallet fails to answer; the page moves to a namespace still connected; the modal closes.
 */
export async function disconnect(
  ctx: PluginContext,
  command: Command<'connection.disconnect'>,
): Promise<void> {
  const { namespace, all } = parseOrThrow(disconnectParamsSchema, command)
  const { connectors, networks } = ctx.getState()
  const namespaces = all
    ? (Object.keys(connectors.activeIds) as ChainNamespace[])
    : [namespace ?? networks.activeNamespace].filter((ns) => ns !== undefined)
  const failures: unknown[] = []
  for (const ns of namespaces) {
    const connectorId = namespaceEntry(ctx.getState().connectors.activeIds, ns)
    if (!connectorId) continue
    try {
      await ctx.getAdapter(ns)?.disconnect({ connectorId })
      // A login method spanning namespaces drops this one; its session ends with the last.
      await ctx.loginMethods.get(connectorId)?.disconnect(ns)
    } catch (error) {
      failures.push(error)
    } finally {
      // The local state is cleared even when the wallet fails to answer.
      resetNamespace(ctx, ns)
    }
  }
  // The active namespace went while another stays connected: the page shows that one.
  const after = ctx.getState()
  const remaining = Object.keys(after.connectors.activeIds) as ChainNamespace[]
  const active = after.networks.activeNamespace
  const next = remaining[0]
  if (next && active && !remaining.includes(active)) {
    const caipNetworkId = namespaceEntry(after.networks.byNamespace, next)?.caipNetworkId
    if (caipNetworkId) applyActiveNetwork(ctx, next, caipNetworkId)
  }
  // The modal closes (and resets to Connect or Account), back to the page.
  if (ctx.getState().modal.open) await ctx.dispatch({ type: 'modal.close' })
  if (failures.length > 0) {
    throw new LatchError('FAILED_TO_DISCONNECT', {
      cause: failures[0],
      details: toLatchError(failures[0]).details,
    })
  }
}
