import type { ChainNamespace } from '../caip/caip'
import { definePlugin } from '../plugins/definePlugin'

/**
 * Keeps `state.connectors.all` in step with the adapters' connectors (EIP-6963 announcements and
 * the like arrive later, through `connectorsChanged`), loads the recent wallets, and filters by
 * namespace.
 */
export const connectorsModule = definePlugin({
  name: 'core.connectors',
  setup(ctx) {
    const stopListening = new Map<ChainNamespace, () => void>()

    const recent = ctx.storage.get('recentWallets')
    if (recent) {
      ctx.update((state) => {
        state.connectors.recent = recent
      })
    }

    const replaceConnectors = (namespace: ChainNamespace) => {
      const connectors = ctx.getAdapter(namespace)?.getConnectors() ?? []
      ctx.update((state) => {
        state.connectors.all = [
          ...state.connectors.all.filter((connector) => connector.namespace !== namespace),
          ...connectors.map((connector) => ({ ...connector, namespace })),
        ]
      })
    }

    ctx.on('adapter.added', ({ namespace }) => {
      replaceConnectors(namespace)
      const adapter = ctx.getAdapter(namespace)
      if (adapter) {
        stopListening.set(
          namespace,
          adapter.on('connectorsChanged', () => replaceConnectors(namespace)),
        )
      }
    })
    ctx.on('adapter.removed', ({ namespace }) => {
      stopListening.get(namespace)?.()
      stopListening.delete(namespace)
      replaceConnectors(namespace)
    })

    ctx.handle('connectors.filterByNamespace', ({ namespace }) => {
      ctx.update((state) => {
        state.connectors.filterByNamespace = namespace
      })
    })

    return () => {
      for (const stop of stopListening.values()) stop()
    }
  },
})
