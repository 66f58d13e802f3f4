import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '../constants'
import type { PluginContext, Teardown } from '../plugins/types'
import { parseOrThrow } from '../validation/parse'
import { toastParamsSchema } from './commandSchemas'
import { createReplaceableTimer } from './replaceableTimer'
import type { Toast } from './types'

/**
 * 'toast.show' and 'toast.hide', on the injected clock. One toast is on screen at a time. A toast
 * shown while another is on screen swaps in: the old one hides at once and the new one appears
 * TOAST_SWAP_DELAY_MS later, leaving the old one time to animate out. Every variant auto-closes
 * unless the caller says `autoClose: false` (spec §2: toasts auto-close by default), a loading one
 * too: the outcome's toast usually replaces it first, and when nothing does (the work failed
 * silently, its caller went away) it must not spin on screen forever. A toast that auto-closes
 * hides TOAST_AUTO_CLOSE_MS after it appears. Returns the teardown, which clears both timers.
 */
export function registerToastCommands(ctx: PluginContext): Teardown {
  const autoClose = createReplaceableTimer(ctx.clock)
  const swap = createReplaceableTimer(ctx.clock)
  let nextId = 1
  // The toast waiting for the swap delay to end; a newer one shown meanwhile takes its place.
  let waiting: Toast | undefined

  const setCurrent = (toast: Toast | null) => {
    ctx.update((state) => {
      state.toasts.current = toast
    })
  }

  const hide = () => {
    autoClose.cancel()
    swap.cancel()
    waiting = undefined
    setCurrent(null)
  }

  const appear = (toast: Toast) => {
    setCurrent(toast)
    if (toast.autoClose) autoClose.start(TOAST_AUTO_CLOSE_MS, hide)
  }

  ctx.handle('toast.show', (command) => {
    const params = parseOrThrow(toastParamsSchema, command)
    // The checked params are the toast's fields (the schema keeps no others).
    const toast: Toast = { ...params, id: nextId++, autoClose: params.autoClose ?? true }
    autoClose.cancel()
    if (ctx.getState().toasts.current === null && !swap.isPending()) {
      appear(toast)
      return
    }
    waiting = toast
    setCurrent(null)
    // A swap already under way keeps its timer: the old toast has been hiding since it began.
    if (swap.isPending()) return
    swap.start(TOAST_SWAP_DELAY_MS, () => {
      const next = waiting
      waiting = undefined
      if (next) appear(next)
    })
  })

  ctx.handle('toast.hide', () => {
    hide()
  })

  return () => {
    autoClose.cancel()
    swap.cancel()
  }
}
