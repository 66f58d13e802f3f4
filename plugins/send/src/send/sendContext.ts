import type { LatchState } from '@latch/core'
import type { PluginContext, ServiceClient } from '@latch/core/plugin'
import type { SendState } from '../state'

/** What a send's step uses of the client: its state, the send slice, the bus and the Data API. */
export interface SendContext {
  /** The client's whole state: the active account, the locale, the current view. */
  getState(): LatchState
  /** The send slice as it is now. */
  own(): SendState
  /** Changes the send slice (nothing once the slice is gone). */
  change(recipe: (send: SendState) => void): void
  dispatch: PluginContext['dispatch']
  /** The Data API: names and identities, cached on the client's clock. */
  data: ServiceClient
  log: PluginContext['log']
}

/** The send's steps' view of the plugin's context. */
export function sendContext(ctx: PluginContext): SendContext {
  return {
    getState: ctx.getState,
    own: () => ctx.getState().plugins.send as SendState,
    change: (recipe) =>
      ctx.update((state) => {
        const send = state.plugins.send
        if (send) recipe(send)
      }),
    dispatch: ctx.dispatch,
    data: ctx.api.data,
    log: ctx.log,
  }
}
