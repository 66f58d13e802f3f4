import type { CaipNetworkId } from '../caip/caip'
import { definePlugin } from '../plugins/definePlugin'
import { namespaceEntry } from '../state/namespaceEntry'
import { applyActiveNetwork, firstOtherNetwork } from './activeNetwork'
import { findNetwork } from './findNetwork'
import type * as networkCommands from './networkCommands'

export { applyActiveNetwork } from './activeNetwork'

type NetworkCommands = typeof networkCommands

/**
 * Active network, switching (spec §2 decisions), removal (spec §4). The handlers are registered at
 * once; the commands' code (`networkCommands`) loads on first use — a command, the modal opening —
 * so a first-time visitor's first paint does without it. Restoring the stored network does not
 * need it.
 */
export const networksModule = definePlugin({
  name: 'core.networks',
  setup(ctx) {
    let loading: Promise<NetworkCommands> | undefined
    let loaded: NetworkCommands | undefined
    const load = () =>
      (loading ??= import('./networkCommands').then(
        (commands) => {
          loaded = commands
          return commands
        },
        (error: unknown) => {
          // A chunk that failed to load is fetched again on next use.
          loading = undefined
          throw error
        },
      ))
    /**
     * Runs `run` with the commands' code: once loaded, at once (no extra turn, as before the
     * split); before, once it loads, its updates up to its first `await` batched as a command's.
     */
    const withCommands = <T>(run: (commands: NetworkCommands) => T | Promise<T>): T | Promise<T> =>
      loaded ? run(loaded) : load().then((commands) => ctx.batch(() => run(commands)))

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

    // Network images by image id (spec §3 image caches), from the Provider API's asset images.
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
    if (Object.keys(networkImages).length > 0) {
      ctx.update((state) => {
        Object.assign(state.wallets.images, networkImages)
      })
    }

    ctx.handle('network.setActive', ({ caipNetworkId }) =>
      withCommands((commands) => commands.setActive(ctx, caipNetworkId)),
    )

    ctx.subscribe(
      (state) => state.modal.open,
      (open) => {
        // The visitor opens the modal: the code is in by the time they pick a network.
        if (open) return void load().catch(() => {})
        // A failed attempt is shown until the modal closes; the next time starts clean.
        if (ctx.getState().networks.switchAttempt?.status !== 'failed') return
        ctx.update((draft) => {
          delete draft.networks.switchAttempt
        })
      },
    )

    ctx.handle('network.switch', (command) =>
      withCommands((commands) => commands.switchNetwork(ctx, command)),
    )
    ctx.handle('network.remove', (command) =>
      withCommands((commands) => commands.removeNetwork(ctx, command)),
    )

    // Spec §4: removing the active chain's adapter moves the active network to the first other chain.
    ctx.on('adapter.removed', ({ namespace }) => {
      if (ctx.getState().networks.activeNamespace !== namespace) return
      const next = firstOtherNetwork(ctx, namespace)
      if (next) applyActiveNetwork(ctx, next.chainNamespace, next.caipNetworkId)
    })
  },
})
