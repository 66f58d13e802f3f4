import type { Command } from '../bus/types'
import type { ChainNamespace } from '../caip/caip'
import type { PluginContext } from '../plugins/types'
import { parseOrThrow } from '../validation/parse'
import { refreshAuthParamsSchema } from './commandSchemas'
import { persistConnections } from './persistConnections'
import type { ConnectionAuth } from './types'

/**
 * Who logged in on a connection of `connectorId`, as the login method with that id says (its
 * `auth`); none for a wallet. Only the plugin that registered the method decides it: plugins
 * never write the core's connections themselves.
 */
export function connectionAuth(
  ctx: PluginContext,
  connectorId: string,
  namespace: ChainNamespace,
): ConnectionAuth | undefined {
  const method = ctx.loginMethods.get(connectorId)
  return method?.namespaces.includes(namespace) ? method.auth?.(namespace) : undefined
}

/** `connection.refreshAuth`: the method's connections on every namespace get its `auth` again. */
export function refreshAuth(ctx: PluginContext, command: Command<'connection.refreshAuth'>): void {
  const { connectorId } = parseOrThrow(refreshAuthParamsSchema, command)
  ctx.update((state) => {
    for (const [namespace, connections] of Object.entries(state.connections)) {
      for (const connection of connections ?? []) {
        if (connection.connectorId !== connectorId) continue
        const auth = connectionAuth(ctx, connectorId, namespace as ChainNamespace)
        if (auth) connection.auth = auth
        else delete connection.auth
      }
    }
  })
  persistConnections(ctx)
}
