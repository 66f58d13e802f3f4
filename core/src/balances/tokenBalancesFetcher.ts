import type { ChainNamespace } from '../caip/caip'
import type { TokenBalance, TokenBalanceStatus } from '../connections/types'
import { BALANCE_NAMESPACES, BALANCE_RETRY_BLOCK_MS, CACHE_LIFETIME_MS } from '../constants'
import { errorCatalogue } from '../errors/catalogue'
import { toLatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { createRetryBlock } from './retryBlock'
import { withoutZeroDecimalTokens } from './withoutZeroDecimalTokens'

/** Whose balances a fetch is for: read once, so an answer for an older account is not stored. */
interface BalanceOwner {
  namespace: ChainNamespace
  address: string
  caipNetworkId: `${string}:${string}`
}

function currentOwner(ctx: PluginContext, namespace?: ChainNamespace): BalanceOwner | undefined {
  const state = ctx.getState()
  const chosen = namespace ?? state.networks.activeNamespace
  if (!chosen) return undefined
  const address = namespaceEntry(state.accounts, chosen)?.address
  const caipNetworkId = namespaceEntry(state.networks.byNamespace, chosen)?.caipNetworkId
  return address && caipNetworkId ? { namespace: chosen, address, caipNetworkId } : undefined
}

function isBalanceNamespace(namespace: ChainNamespace): boolean {
  return (BALANCE_NAMESPACES as readonly ChainNamespace[]).includes(namespace)
}

/**
 * The token balances' fetch, loaded with the first one (a page's first paint fetches none): one
 * per balances module, keeping its retry block between fetches. `isActive` is false once the
 * client is destroyed: nothing is stored or shown after that.
 */
export function createTokenBalancesFetcher(ctx: PluginContext, isActive: () => boolean) {
  const retries = createRetryBlock<ChainNamespace>(ctx.clock, BALANCE_RETRY_BLOCK_MS)

  const store = (owner: BalanceOwner, status: TokenBalanceStatus, balances?: TokenBalance[]) => {
    if (!isActive()) return
    ctx.update((state) => {
      const account = namespaceEntry(state.accounts, owner.namespace)
      const network = namespaceEntry(state.networks.byNamespace, owner.namespace)
      // The user may have switched account or network while the answer was on its way.
      if (account?.address !== owner.address || network?.caipNetworkId !== owner.caipNetworkId) {
        return
      }
      account.tokenBalanceStatus = status
      if (balances) account.tokenBalance = balances
    })
  }

  const unavailable = async (owner: BalanceOwner, reason: string): Promise<TokenBalance[]> => {
    retries.block(owner.namespace)
    ctx.log.warn(`Token balances of ${owner.address} on ${owner.caipNetworkId}: ${reason}`)
    store(owner, 'unavailable', [])
    if (isActive()) {
      await ctx
        .dispatch({
          type: 'toast.show',
          message: errorCatalogue.TOKEN_BALANCE_UNAVAILABLE,
          code: 'TOKEN_BALANCE_UNAVAILABLE',
          variant: 'error',
        })
        .catch((error: unknown) => ctx.log.warn('Toast not shown', toLatchError(error)))
    }
    return []
  }

  const fetchTokenBalances = async (
    namespace?: ChainNamespace,
    forceUpdate = false,
  ): Promise<TokenBalance[]> => {
    const owner = currentOwner(ctx, namespace)
    // Nothing connected: there are no balances to show, and nothing went wrong.
    if (!owner) return []
    if (retries.isBlocked(owner.namespace)) {
      store(owner, 'unavailable', [])
      return []
    }
    if (!isBalanceNamespace(owner.namespace)) {
      return unavailable(owner, `the ${owner.namespace} namespace has no token balances`)
    }
    store(owner, 'loading')
    try {
      // The answer's schema loads with the first fetch: a page's first paint does not need it.
      const { tokenBalancesAnswerSchema } = await import('./tokenBalancesAnswer')
      const answer = await ctx.api.data.request({
        path: `/v1/account/${encodeURIComponent(owner.address)}/balance`,
        query: {
          currency: 'usd',
          chainId: owner.caipNetworkId,
          forceUpdate: forceUpdate ? 'true' : undefined,
        },
        schema: tokenBalancesAnswerSchema,
        // A forced update asks past every cache, ours included.
        cacheLifetimeMs: forceUpdate ? 0 : CACHE_LIFETIME_MS.balances,
      })
      const balances = withoutZeroDecimalTokens(answer.balances)
      retries.clear(owner.namespace)
      store(owner, 'ready', balances)
      return balances
    } catch (error) {
      const latchError = toLatchError(error)
      return unavailable(owner, `${latchError.message} (${latchError.details ?? 'no details'})`)
    }
  }
  return fetchTokenBalances
}
