import { joinWhileRunning } from '../api/dedupe'
import { definePlugin } from '../plugins/definePlugin'
import { loadOnce } from '../plugins/loadOnce'

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

    // The load, its schemas and the merge come with the first fetch. After that first await: a
    // page without idle callbacks (Safari) loads during the set-up, whose state must stay the one
    // a server renders (`getServerState`).
    const loader = loadOnce(() =>
      import('../firstUse').then((module) => module.createRemoteConfigLoader(ctx, () => active)),
    )
    // A second request while one runs joins it.
    const fetchRemote = joinWhileRunning(async () => (await loader())())

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
