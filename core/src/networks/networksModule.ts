import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import { LatchError, toLatchError } from '../errors/LatchError'
import type { Network } from '../options/schema'
import { definePlugin } from '../plugins/definePlugin'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { decideNetworkSwitch } from './decideNetworkSwitch'
import { findNetwork } from './findNetwork'

function requireNetwork(ctx: PluginContext, caipNetworkId: CaipNetworkId): Network {
  const network = findNetwork(ctx.getState().networks, caipNetworkId)
  if (!network) throw new LatchError('NETWORK_NOT_FOUND', { details: caipNetworkId })
  return network
}

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
function firstOtherNetwork(ctx: PluginContext, except: ChainNamespace): Network | undefined {
  for (const [namespace, entry] of Object.entries(ctx.getState().networks.byNamespace)) {
    if (namespace !== except && entry?.requested[0]) return entry.requested[0]
  }
  return undefined
}

/** Active network, switching (spec §2 decisions), removal (spec §4). */
export const networksModule = definePlugin({
  name: 'core.networks',
  setup(ctx) {
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

    const setActive = async (caipNetworkId: CaipNetworkId) => {
      const network = requireNetwork(ctx, caipNetworkId)
      const state = ctx.getState()
      if (state.networks.activeCaipNetworkId === caipNetworkId) return
      const namespace = network.chainNamespace
      const connectorId = namespaceEntry(state.connectors.activeIds, namespace)
      if (namespaceEntry(state.accounts, namespace)?.status === 'connected' && connectorId) {
        ctx.update((draft) => {
          draft.networks.switchAttempt = { status: 'pending', caipNetworkId }
        })
        try {
          await ctx.getAdapter(namespace)?.switchNetwork({ connectorId, network })
        } catch (cause) {
          const error = toLatchError(cause)
          ctx.update((draft) => {
            draft.networks.switchAttempt = {
              status: 'failed',
              caipNetworkId,
              error: { code: error.code, message: error.message, details: error.details },
            }
          })
          throw error
        }
        ctx.update((draft) => {
          delete draft.networks.switchAttempt
        })
      }
      applyActiveNetwork(ctx, namespace, caipNetworkId)

      // Confirmed from SwitchActiveChain: go where it said (Connect, replacing the view).
      const current = ctx.getState().router.history.at(-1)
      if (current?.view === 'SwitchActiveChain' && current.data.navigateTo) {
        await ctx.dispatch({
          type: current.data.navigateWithReplace ? 'router.replace' : 'router.push',
          view: current.data.navigateTo,
        })
      }
    }

    ctx.handle('network.setActive', ({ caipNetworkId }) => setActive(caipNetworkId))

    // A failed attempt is shown until the modal closes; the next time starts clean.
    ctx.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (open || ctx.getState().networks.switchAttempt?.status !== 'failed') return
        ctx.update((draft) => {
          delete draft.networks.switchAttempt
        })
      },
    )

    ctx.handle('network.switch', async ({ caipNetworkId, force }) => {
      const network = requireNetwork(ctx, caipNetworkId)
      const decision = decideNetworkSwitch(ctx.getState(), network, { force })
      switch (decision.kind) {
        case 'none':
          return
        case 'direct':
          return setActive(caipNetworkId)
        case 'SwitchActiveChain':
          return ctx.dispatch({
            type: 'router.push',
            view: 'SwitchActiveChain',
            data: {
              switchToNamespace: network.chainNamespace,
              navigateTo: 'Connect',
              navigateWithReplace: true,
              caipNetworkId,
            },
          })
        case 'SwitchNetwork': {
          await ctx.dispatch({
            type: 'router.push',
            view: 'SwitchNetwork',
            data: { caipNetworkId },
          })
          try {
            await setActive(caipNetworkId)
          } finally {
            // Spec §2: a failed switch goes back one view; a done one leaves the pending view too.
            if (ctx.getState().router.history.at(-1)?.view === 'SwitchNetwork') {
              await ctx.dispatch({ type: 'router.back' })
            }
          }
        }
      }
    })

    ctx.handle('network.remove', ({ caipNetworkId }) => {
      const network = requireNetwork(ctx, caipNetworkId)
      const namespace = network.chainNamespace
      ctx.update((state) => {
        const entry = namespaceEntry(state.networks.byNamespace, namespace)
        if (entry)
          entry.requested = entry.requested.filter((n) => n.caipNetworkId !== caipNetworkId)
      })
      if (ctx.getState().networks.activeCaipNetworkId !== caipNetworkId) return
      // Spec §4: the active network moves to the first remaining network of that chain.
      const next =
        namespaceEntry(ctx.getState().networks.byNamespace, namespace)?.requested[0] ??
        firstOtherNetwork(ctx, namespace)
      if (next) applyActiveNetwork(ctx, next.chainNamespace, next.caipNetworkId)
      else
        ctx.update((state) => {
          state.networks.activeCaipNetworkId = undefined
          state.networks.activeNamespace = undefined
        })
    })

    // Spec §4: removing the active chain's adapter moves the active network to the first other chain.
    ctx.on('adapter.removed', ({ namespace }) => {
      if (ctx.getState().networks.activeNamespace !== namespace) return
      const next = firstOtherNetwork(ctx, namespace)
      if (next) applyActiveNetwork(ctx, next.chainNamespace, next.caipNetworkId)
    })
  },
})
