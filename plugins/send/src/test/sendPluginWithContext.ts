import type { PluginContext } from '@latch/core/plugin'
import { send } from '../plugin'
import { type SendContext, sendContext } from '../send/sendContext'

/**
 * The send plugin, and the context its setup got: a step under test runs with what the plugin's
 * commands would give it, on the client the test made.
 */
export function sendPluginWithContext() {
  const plugin = send()
  let captured: PluginContext | undefined
  return {
    plugin: {
      ...plugin,
      setup(ctx: PluginContext) {
        captured = ctx
        return plugin.setup(ctx)
      },
    },
    context(): SendContext {
      if (!captured) throw new Error('The send plugin has not set up yet')
      return sendContext(captured)
    },
  }
}
