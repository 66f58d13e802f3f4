import { joinWhileRunning } from '../api/dedupe'
import { toLatchError } from '../errors/LatchError'
import { definePlugin } from '../plugins/definePlugin'
import type { PluginContext } from '../plugins/types'
import { mergeRemoteFeatures } from './mergeRemoteFeatures'

/**
 * Analytics stays on only when the app enables it and the project's analytics config says so; a
 * failed analytics-config fetch switches it off (spec §8).
 */
async function loadAnalyticsEnabled(ctx: PluginContext): Promise<boolean> {
  if (!ctx.getState().features.analytics) return false
  try {
    const answer = await ctx.api.provider.request({
      path: '/getAnalyticsConfig',
      schema: (await import('./remoteConfigSchema')).analyticsConfigAnswerSchema,
    })
    return answer.isAnalyticsEnabled
  } catch (error) {
    const latchError = toLatchError(error)
    ctx.log.warn(
      `Analytics config unavailable, analytics off: ${latchError.message}`,
      latchError.details,
    )
    return false
  }
}

/**
 * The project's remote config (spec §1, §7): `GET /appkit/v1/config` merged over the default remote
 * features, and `GET /getAnalyticsConfig`. In a browser it loads in the background once the page is idle; nothing
 * waits for it, the defaults apply until it arrives, and a failure keeps them
 * (`state.remoteConfig.status`: default → loading → loaded | failed). On a server (no window) it
 * loads only on 'config.fetchRemote', which rejects with the `LatchError` when the config fails.
 */
export const configModule = definePlugin({
  name: 'core.config',
  setup(ctx) {
    let active = true

    const load = async (): Promise<void> => {
      // The answers' schemas load with the first fetch: a page's first paint does not need them.
      // After the first await: a page without idle callbacks (Safari) loads during the set-up,
      // whose state must stay the one a server renders (`getServerState`).
      const { remoteConfigAnswerSchema } = await import('./remoteConfigSchema')
      ctx.update((state) => {
        state.remoteConfig.status = 'loading'
      })
      const features = ctx.api.provider
        .request({ path: '/appkit/v1/config', schema: remoteConfigAnswerSchema })
        .then(
          (answer) => ({ ok: true as const, entries: answer.features }),
          (error: unknown) => ({ ok: false as const, error: toLatchError(error) }),
        )
      const [remote, analyticsEnabled] = await Promise.all([features, loadAnalyticsEnabled(ctx)])
      if (!active) return
      const merged = remote.ok
        ? mergeRemoteFeatures(ctx.getState().remoteFeatures, remote.entries)
        : undefined
      ctx.batch(() => {
        ctx.update((state) => {
          state.remoteConfig.analyticsEnabled = analyticsEnabled
          state.remoteConfig.status = merged ? 'loaded' : 'failed'
          if (merged) state.remoteFeatures = merged.features
        })
      })
      if (merged?.ignored.length) {
        ctx.log.debug(`Remote config entries ignored: ${merged.ignored.join(', ')}`)
      }
      if (!remote.ok) {
        ctx.log.warn(
          `Remote config unavailable, using the defaults: ${remote.error.message}`,
          remote.error.details,
        )
        throw remote.error
      }
    }

    // A second request while one runs joins it.
    const fetchRemote = joinWhileRunning(load)

    ctx.handle('config.fetchRemote', () => fetchRemote())
    if (ctx.window) {
      // In the background once the visitor acted and the page is idle (a plugin's `whenIdle`):
      // the failure is already logged and in state.
      ctx.whenIdle(() => void fetchRemote().catch(() => {}))
    }
    return () => {
      active = false
    }
  },
})
