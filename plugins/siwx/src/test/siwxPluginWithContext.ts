import type { PluginContext } from '@latch/core/plugin'
import { type SiwxContext, siwxContext } from '../controller/siwxContext'
import type { SiwxOptions } from '../options'
import { siwx } from '../plugin'

/**
 * The siwx plugin, and a step context over the context its setup got: a step under test runs with
 * what the plugin's controller would give it, on the client the test made.
 */
export function siwxPluginWithContext(options: SiwxOptions = {}) {
  const plugin = siwx(options)
  let captured: PluginContext | undefined
  return {
    plugin: {
      ...plugin,
      setup(ctx: PluginContext) {
        captured = ctx
        return plugin.setup(ctx)
      },
    },
    context(): SiwxContext {
      if (!captured) throw new Error('The siwx plugin has not set up yet')
      return siwxContext(captured, options)
    },
  }
}
