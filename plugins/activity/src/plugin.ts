import { definePlugin, loadOnce } from '@latch/core/plugin'
import type { Activity, ActivitySettings } from './activity/createActivity'
import { initialActivityState, ownerKey } from './owner'
import type { ActivityState } from './state'

export interface ActivityOptions {
  /**
   * How often the history is asked while a send from this page is pending, until it lists it.
   * Default 4000 ms.
   */
  pollIntervalMs?: number
  /**
   * Path of the NFTs list on the Data API (our extension; spec §7 names none), `{account}` the
   * account's address. Default `/v1/account/{account}/nfts` (the local API's default).
   */
  nftsPath?: string
  /** Sent as the history's `onramp` parameter (spec §7), e.g. 'coinbase'. Default none. */
  onramp?: string
}

const COMMANDS = [
  'fetch',
  'fetchNextPage',
  'retry',
  'fetchNfts',
  'fetchNextNfts',
  'retryNfts',
] as const satisfies readonly (keyof Activity)[]

/**
 * The Activity and NFTs tabs' data (spec §3–§5, §7, §9): the connected account's history on the
 * active network, paged by cursor, spam and other chains left out; sends from this page shown at
 * once as pending until the history lists them; the account's NFTs, paged. Register it to get
 * the tabs (with `@latch/activity/react`'s views in the default UI, or the hooks of
 * `@latch/activity/hooks`). The command bodies load on first use.
 *
 * @example
 * createLatch({ projectId, networks, plugins: [eip155(), activity()] })
 */
export function activity(options: ActivityOptions = {}) {
  const initialState: ActivityState = initialActivityState()
  return definePlugin({
    name: 'activity',
    initialState,
    setup(ctx) {
      const settings: ActivitySettings = {
        pollIntervalMs: options.pollIntervalMs ?? 4_000,
        nftsPath: options.nftsPath ?? '/v1/account/{account}/nfts',
        onramp: options.onramp,
      }
      const load = loadOnce(() =>
        import('./activity/createActivity').then(({ createActivity }) =>
          createActivity(ctx, settings),
        ),
      )
      for (const name of COMMANDS) {
        ctx.handle(`activity.${name}`, async () => (await load())[name]())
      }
      // Shown before the chain or the Data API lists it: at once (before the command that sent
      // resolves) when the activity's code is loaded, as it is once anything shows the activity
      // (its view and hook fetch on mount); else as soon as it loads. The amount's formatting
      // loads with it, not with the first paint.
      ctx.on('transaction.sent', (sent) => {
        const now = ctx.clock.now()
        const loaded = load.loaded()
        if (loaded) loaded.sent(sent, now)
        else
          load().then(
            (activity) => activity.sent(sent, now),
            (error: unknown) => ctx.report(error),
          )
      })
      ctx.subscribe(ownerKey, (key) => {
        const loaded = load.loaded()
        if (loaded) loaded.ownerChanged()
        else if (!key) {
          ctx.update((state) => {
            const own = state.plugins.activity
            if (own) own.pending = []
          })
        }
      })
      return () => load.loaded()?.destroy()
    },
  })
}
