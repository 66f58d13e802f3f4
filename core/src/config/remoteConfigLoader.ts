import { toLatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'
import { mergeRemoteFeatures } from './mergeRemoteFeatures'
import { analyticsConfigAnswerSchema, remoteConfigAnswerSchema } from './remoteConfigSchema'

/**
 * Analytics stays on only when the app enables it and the project's analytics config says so; a
 * failed analytics-config fetch switches it off (spec §8).
 */
async function loadAnalyticsEnabled(ctx: PluginContext): Promise<boolean> {
  if (!ctx.getState().features.analytics) return false
  try {
    const answer = await ctx.api.provider.request({
      path: '/getAnalyticsConfig',
      schema: analyticsConfigAnswerSchema,
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
 * The remote config's load, with its answers' schemas and the merge: loaded with the first fetch
 * (a page's first paint makes none). `isActive` is false once the client is destroyed.
 */
export function createRemoteConfigLoader(ctx: PluginContext, isActive: () => boolean) {
  return async function load(): Promise<void> {
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
    if (!isActive()) return
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
}
