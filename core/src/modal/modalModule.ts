import { MODAL_SHAKE_MS } from '../constants'
import { definePlugin } from '../plugins/definePlugin'
import type { PluginContext } from '../plugins/types'
import { parseOrThrow } from '../validation/parse'
import { loadingParamsSchema, routingSchemas } from './commandSchemas'
import { viewOnClose, viewOnOpen } from './initialView'
import { createReplaceableTimer } from './replaceableTimer'
import { backView, pushView, replaceView, resetView, routerEntry } from './router'
import { selectIsConnected } from './selectIsConnected'
import { registerToastCommands } from './toastCommands'
import type { CoreViews, ViewDeclaration } from './types'

/** The core's views (spec §2); ConnectingExternal runs a connect flow (an installed wallet's). */
const CORE_VIEWS: Record<keyof CoreViews, ViewDeclaration> = {
  Connect: {},
  Account: {},
  AllWallets: {},
  Networks: {},
  ConnectingExternal: { connecting: true },
  SwitchNetwork: {},
  SwitchActiveChain: {},
  UnsupportedChain: {},
}

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
    ctx.declareViews(CORE_VIEWS)
    const schemas = routingSchemas((name) => ctx.views.get(name) !== undefined)

    const close = () => {
      const router = resetView(viewOnClose(ctx.getState()))
      ctx.update((state) => {
        state.modal.open = false
        state.modal.loading = false
        state.router = router
      })
    }

    ctx.handle('modal.open', (command) => {
      const request = parseOrThrow(schemas.open, command)
      const entry = viewOnOpen(ctx.getState(), request, {
        hasChainAdapters: hasChainAdapters(ctx),
        basicView: ctx.views.all().find(([, view]) => view.basic)?.[0],
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
      const view = router.history.at(-1)?.view
      if (modal.open && view !== undefined && ctx.views.get(view)?.connecting) close()
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
      const { view, data } = parseOrThrow(schemas.route, command)
      const router = pushView(ctx.getState().router, routerEntry(view, data))
      ctx.update((state) => {
        state.router = router
      })
    })

    ctx.handle('router.replace', (command) => {
      const { view, data } = parseOrThrow(schemas.route, command)
      const router = replaceView(ctx.getState().router, routerEntry(view, data))
      ctx.update((state) => {
        state.router = router
      })
    })

    ctx.handle('router.reset', (command) => {
      const { view, data } = parseOrThrow(schemas.route, command)
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
