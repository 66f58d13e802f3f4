import type { CaipNetworkId } from '../caip/caip'
import { definePlugin } from '../plugins/definePlugin'
import { lazyCommands } from '../plugins/lazyCommands'
import { namespaceEntry } from '../state/namespaceEntry'
import { applyActiveNetwork, firstOtherNetwork } from './activeNetwork'
import { findNetwork } from './findNetwork'

export { applyActiveNetwork } from './activeNetwork'

/**
 * Active network, switching (spec §2 decisions), removal (spec §4). The handlers are registered at
 * once; the commands' code (`networkCommands`) loads on first use — a command, the modal opening —
 * so a first-time visitor's first paint does without it. Restoring the stored network does not
 * need it.
 */
export const networksModule = definePlugin({
  name: 'core.networks',
  setup(ctx) {
    const code = lazyCommands(ctx, () => import('../firstUse'))
    // The visitor opens the modal: the code is in by the time they pick a network.
    code.loadAfterModalOpens()

    // The network the user was on last time, when the app still offers it.
    const stored = ctx.storage.get('activeCaipNetworkId')
    const storedNetwork = stored
      ? findNetwork(ctx.getState().networks, stored as CaipNetworkId)
      : undefined
    if (storedNetwork) {
      ctx.update((state) => {
        const entry = namespaceEntry(state.networks.byNamespace, storedNetwork.chainNamespace)
        if (entry) entry.caipNetworkId = storedNetwork.caipNetworkId
        state.networks.activeCaipNetworkId = storedNetwork.caipNetworkId
        state.networks.activeNamespace = storedNetwork.chainNamespace
      })
    }

    // Network images by image id (spec §3 image caches), from the Provider API's asset images:
    // in a page, in the background after the visitor's first action (an <img> asks the Provider
    // API too); a server renders none, so the page hydrates on the same state.
    const networkImages = Object.fromEntries(
      ctx
        .getState()
        .options.networks.flatMap((network) =>
          network.assets?.imageId && !network.assets.imageUrl
            ? [
                [
                  network.assets.imageId,
                  ctx.api.provider.url(`/public/getAssetImage/${network.assets.imageId}`),
                ],
              ]
            : [],
        ),
    )
    if (ctx.window && Object.keys(networkImages).length > 0) {
      ctx.whenIdle(() =>
        ctx.update((state) => {
          Object.assign(state.wallets.images, networkImages)
        }),
      )
    }

    ctx.handle('network.setActive', ({ caipNetworkId }) =>
      code.run((commands) => commands.setActive(ctx, caipNetworkId)),
    )

    ctx.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (open) return
        // A failed attempt is shown until the modal closes; the next time starts clean.
        if (ctx.getState().networks.switchAttempt?.status !== 'failed') return
        ctx.update((draft) => {
          delete draft.networks.switchAttempt
        })
      },
    )

    ctx.handle('network.switch', (command) =>
      code.run((commands) => commands.switchNetwork(ctx, command)),
    )
    ctx.handle('network.remove', (command) =>
      code.run((commands) => commands.removeNetwork(ctx, command)),
    )

    // Spec §4: removing the active chain's adapter moves the active network to the first other chain.
    ctx.on('adapter.removed', ({ namespace }) => {
      if (ctx.getState().networks.activeNamespace !== namespace) return
      const next = firstOtherNetwork(ctx, namespace)
      if (next) applyActiveNetwork(ctx, next.chainNamespace, next.caipNetworkId)
    })
  },
})
