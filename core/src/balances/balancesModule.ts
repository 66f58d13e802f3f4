import type { ChainNamespace } from '../caip/caip'
import { toLatchError } from '../errors/LatchError'
import { definePlugin } from '../plugins/definePlugin'
import { loadOnce } from '../plugins/loadOnce'
import { parseOrThrow } from '../validation/parse'
import { fetchTokenBalancesParamsSchema } from './commandSchemas'

/**
 * Token balances of the connected account (spec §3, §4, §7, §8) for every namespace:
 * `account.fetchTokenBalances` reads the Data API (answers kept 30 s), drops zero-decimal tokens
 * and stores the list in `state.accounts[namespace].tokenBalance`, with `tokenBalanceStatus`
 * (loading, ready, unavailable) so a UI can tell a failure from an empty list. An unsupported network or a
 * failed fetch shows 'Token Balance Unavailable', gives an empty list and blocks retries of that
 * namespace for 30 s on the injected clock. Balances load in the background when a namespace
 * connects; nothing waits for them.
 */
export const balancesModule = definePlugin({
  name: 'core.balances',
  setup(ctx) {
    let active = true
    // The fetch, its answer's schema and its retry block load with the first fetch.
    const fetcher = loadOnce(() =>
      import('../firstUse').then((module) => module.createTokenBalancesFetcher(ctx, () => active)),
    )
    const fetchTokenBalances = async (namespace?: ChainNamespace, forceUpdate = false) =>
      (await fetcher())(namespace, forceUpdate)

    ctx.handle('account.fetchTokenBalances', (command) => {
      const { namespace, forceUpdate } = parseOrThrow(fetchTokenBalancesParamsSchema, command)
      return fetchTokenBalances(namespace, forceUpdate)
    })
    ctx.on('connected', ({ namespace }) => {
      // In the background: a failure already ends in the toast and an empty list.
      fetchTokenBalances(namespace).catch((error: unknown) =>
        ctx.log.warn('Token balances not loaded', toLatchError(error)),
      )
    })
    return () => {
      active = false
    }
  },
})
