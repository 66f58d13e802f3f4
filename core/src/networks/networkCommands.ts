/**
 * What the networks module runs on first use, loaded with a dynamic `import()` (the first paint
 * does without it): the bodies of `network.setActive`, `network.switch` (with the spec §2
 * decision, `decideNetworkSwitch`) and `network.remove`. Restoring the stored network and moving
 * off a removed adapter's chain stay in the first paint (`networksModule`, `activeNetwork`).
 * Every function takes the module's context first.
 */

import type { CommandParams } from '../bus/types'
import type { CaipNetworkId } from '../caip/caip'
import { LatchError, toLatchError } from '../errors/LatchError'
import type { Network } from '../options/schema'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { applyActiveNetwork, firstOtherNetwork } from './activeNetwork'
import { decideNetworkSwitch } from './decideNetworkSwitch'
import { findNetwork } from './findNetwork'

function requireNetwork(ctx: PluginContext, caipNetworkId: CaipNetworkId): Network {
  const network = findNetwork(ctx.getState().networks, caipNetworkId)
  if (!network) throw new LatchError('NETWORK_NOT_FOUND', { details: caipNetworkId })
  return network
}

export async function setActive(ctx: PluginContext, caipNetworkId: CaipNetworkId): Promise<void> {
  const network = requireNetwork(ctx, caipNetworkId)
  const state = ctx.getState()
  if (state.networks.activeCaipNetworkId === caipNetworkId) return
  const namespace = network.chainNamespace
  const connectorId = namespaceEntry(state.connectors.activeIds, namespace)
  if (namespaceEntry(state.accounts, namespace)?.status === 'connected' && connectorId) {
    // Spec §4: a change to another namespace is flagged for all of it, the wallet's part too;
    // `applyActiveNetwork` clears the flag once it is done, a failure puts it back as it was.
    const { activeNamespace, namespaceSwitching } = state.networks
    const crossing = activeNamespace !== namespace
    ctx.update((draft) => {
      draft.networks.switchAttempt = { status: 'pending', caipNetworkId }
      if (crossing) draft.networks.namespaceSwitching = true
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
        if (crossing) draft.networks.namespaceSwitching = namespaceSwitching
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

export async function switchNetwork(
  ctx: PluginContext,
  { caipNetworkId, force }: CommandParams<'network.switch'>,
): Promise<void> {
  const network = requireNetwork(ctx, caipNetworkId)
  const decision = decideNetworkSwitch(ctx.getState(), network, { force })
  switch (decision.kind) {
    case 'none':
      return
    case 'direct':
      return setActive(ctx, caipNetworkId)
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
        await setActive(ctx, caipNetworkId)
      } finally {
        // Spec §2: a failed switch goes back one view; a done one leaves the pending view too.
        if (ctx.getState().router.history.at(-1)?.view === 'SwitchNetwork') {
          await ctx.dispatch({ type: 'router.back' })
        }
      }
    }
  }
}

export function removeNetwork(
  ctx: PluginContext,
  { caipNetworkId }: CommandParams<'network.remove'>,
): void {
  const network = requireNetwork(ctx, caipNetworkId)
  const namespace = network.chainNamespace
  ctx.update((state) => {
    const entry = namespaceEntry(state.networks.byNamespace, namespace)
    if (entry) entry.requested = entry.requested.filter((n) => n.caipNetworkId !== caipNetworkId)
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
}
