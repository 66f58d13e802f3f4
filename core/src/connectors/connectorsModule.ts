import type { ChainNamespace } from '../caip/caip'
import { limitRecentWallets } from '../connections/recentWallets'
import { definePlugin } from '../plugins/definePlugin'
import { optionalNamespaceParams } from '../validation/namespaceParam'
import { parseOrThrow } from '../validation/parse'

/**
 * Keeps `state.connectors.all` in step with the adapters' connectors (EIP-6963 announcements and
 * the like arrive later, through `connectorsChanged`), loads the recent wallets, and filters by
 * namespace.
 */
export const connectorsModule = definePlugin({
  name: 'core.connectors',
  setup(ctx) {
    // Adapters in the order they registered: the list keeps that order as wallets come and go.
    const stopListening = new Map<ChainNamespace, () => void>()

    const recent = ctx.storage.get('recentWallets')
    if (recent) {
      ctx.update((state) => {
        state.connectors.recent = limitRecentWallets(recent)
      })
    }

    const refreshConnectors = () => {
      const all = Array.from(stopListening.keys()).flatMap((namespace) =>
        (ctx.getAdapter(namespace)?.getConnectors() ?? []).map((c) => ({ ...c, namespace })),
      )
      ctx.update((state) => {
        state.connectors.all = all
      })
    }

    ctx.on('adapter.added', ({ namespace }) => {
      const adapter = ctx.getAdapter(namespace)
      if (!adapter) return
      stopListening.set(namespace, adapter.on('connectorsChanged', refreshConnectors))
      refreshConnectors()
    })
    ctx.on('adapter.removed', ({ namespace }) => {
      stopListening.get(namespace)?.()
      stopListening.delete(namespace)
      refreshConnectors()
    })

    ctx.handle('connectors.filterByNamespace', (command) => {
      const { namespace } = parseOrThrow(optionalNamespaceParams, command)
      ctx.update((state) => {
        state.connectors.filterByNamespace = namespace
      })
    })

    return () => {
      for (const stop of stopListening.values()) stop()
    }
  },
})
