import { MODAL_SHAKE_MS } from '../constants'
import { definePlugin } from '../plugins/definePlugin'
import type { PluginContext } from '../plugins/types'
import { parseOrThrow } from '../validation/parse'
import { loadingParamsSchema, openParamsSchema, routeParamsSchema } from './commandSchemas'
import { viewOnClose, viewOnOpen } from './initialView'
import { createReplaceableTimer } from './replaceableTimer'
import { backView, pushView, replaceView, resetView, routerEntry } from './router'
import { selectIsConnected } from './selectIsConnected'
import { registerToastCommands } from './toastCommands'
import type { ViewName } from './types'

/** The views a connect flow runs in; a successful connect ends them. */
const CONNECTING_VIEWS = new Set<ViewName>([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
])

/**
 * The modal, its view stack and its toasts (spec §2): the commands 'modal.*', 'router.*' and
 * 'toast.*'. Each command makes one state update, so subscribers hear of it once. Views and
 * rules live in pure functions (`router.ts`, `initialView.ts`); this module wires them to state,
 * the adapter registry and the clock.
 */
export const modalModule = definePlugin({
  name: 'core.modal',
  setup(ctx) {
    const shake = createReplaceableTimer(ctx.clock)

    const close = () => {
      const router = resetView(viewOnClose(ctx.getState()))
      ctx.update((state) => {
        state.modal.open = false
        state.modal.loading = false
        state.router = router
      })
    }

    ctx.handle('modal.open', (command) => {
      const request = parseOrThrow(openParamsSchema, command)
      const entry = viewOnOpen(ctx.getState(), request, {
        hasChainAdapters: hasChainAdapters(ctx),
      })
      // Opening while open navigates the same way: the stack starts again on the chosen view.
      const router = resetView(entry)
      ctx.update((state) => {
        state.modal.open = true
        state.router = router
      })
    })

    ctx.handle('modal.close', close)

    // A wallet connected from one of the connecting views: the flow is done, the modal closes.
    ctx.on('connected', () => {
      const { modal, router } = ctx.getState()
      if (modal.open && CONNECTING_VIEWS.has(router.history.at(-1)?.view ?? 'Connect')) close()
    })

    ctx.handle('modal.setLoading', (command) => {
      const { loading } = parseOrThrow(loadingParamsSchema, command)
      ctx.update((state) => {
        state.modal.loading = loading
      })
    })

    ctx.handle('modal.shake', () => {
      ctx.update((state) => {
        state.modal.shake = true
      })
      // A shake during a shake lasts MODAL_SHAKE_MS from the latest one.
      shake.start(MODAL_SHAKE_MS, () => {
        ctx.update((state) => {
          state.modal.shake = false
        })
      })
    })

    ctx.handle('router.push', (command) => {
      const { view, data } = parseOrThrow(routeParamsSchema, command)
      const router = pushView(ctx.getState().router, routerEntry(view, data))
      ctx.update((state) => {
        state.router = router
      })
    })

    ctx.handle('router.replace', (command) => {
      const { view, data } = parseOrThrow(routeParamsSchema, command)
      const router = replaceView(ctx.getState().router, routerEntry(view, data))
      ctx.update((state) => {
        state.router = router
      })
    })

    ctx.handle('router.reset', (command) => {
      const { view, data } = parseOrThrow(routeParamsSchema, command)
      const router = resetView(routerEntry(view, data))
      ctx.update((state) => {
        state.router = router
      })
    })

    ctx.handle('router.back', () => {
      const current = ctx.getState()
      const router = backView(current.router, { connected: selectIsConnected(current) })
      if (!router) {
        close()
        return
      }
      ctx.update((state) => {
        state.router = router
      })
    })

    const teardownToasts = registerToastCommands(ctx)

    return () => {
      shake.cancel()
      teardownToasts()
    }
  },
})

/** Whether any namespace plugin registered a chain adapter; adapters are live objects, not state. */
function hasChainAdapters(ctx: PluginContext): boolean {
  return ctx.getAdapters().length > 0
}
