import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import type { Network } from '../options/schema'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'

/**
 * Records `caipNetworkId` as the active network (and its namespace's current one), stores it, and
 * tells plugins: `network.changed`, and `namespace.switched` when the namespace changes (spec §4:
 * feature plugins such as send reset on it).
 */
export function applyActiveNetwork(
  ctx: PluginContext,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
): void {
  const { activeCaipNetworkId: previous, activeNamespace: from } = ctx.getState().networks
  const namespaceChanged = from !== namespace
  ctx.batch(() => {
    ctx.update((state) => {
      const entry = namespaceEntry(state.networks.byNamespace, namespace)
      if (entry) entry.caipNetworkId = caipNetworkId
      state.networks.activeCaipNetworkId = caipNetworkId
      state.networks.activeNamespace = namespace
      // Switching into a namespace with no connection: the user is mid-switch until they connect.
      if (namespaceChanged) {
        state.networks.namespaceSwitching =
          namespaceEntry(state.accounts, namespace)?.status !== 'connected'
      }
    })
  })
  ctx.storage.set('activeCaipNetworkId', caipNetworkId)
  ctx.storage.set('activeNamespace', namespace)
  if (previous !== caipNetworkId) ctx.emit('network.changed', { previous, caipNetworkId })
  if (namespaceChanged) ctx.emit('namespace.switched', { from, to: namespace })
}

/** The first requested network of a namespace other than `except`, for when one goes away. */
export function firstOtherNetwork(ctx: PluginContext, except: ChainNamespace): Network | undefined {
  for (const [namespace, entry] of Object.entries(ctx.getState().networks.byNamespace)) {
    if (namespace !== except && entry?.requested[0]) return entry.requested[0]
  }
  return undefined
}
