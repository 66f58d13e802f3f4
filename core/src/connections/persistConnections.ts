import type { ChainNamespace } from '../caip/caip'
import type { PluginContext } from '../plugins/types'

/** Stores the connections, the active connector ids and the connected namespaces as they are now. */
export function persistConnections(ctx: PluginContext): void {
  const { connections, connectors } = ctx.getState()
  ctx.storage.set('connections', connections)
  ctx.storage.set('connectorIds', connectors.activeIds)
  ctx.storage.set('connectedNamespaces', Object.keys(connectors.activeIds) as ChainNamespace[])
}
