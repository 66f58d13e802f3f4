import type { Address } from 'viem'
import { z } from 'zod'
import { type ConnectedChain, parseAccount, readTokenBalance } from '../chains'
import type { ServerContext } from '../context'
import { type Balance, heldBalances } from '../heldBalances'
import { parseInput, sendJson } from '../http'
import { caip2, solanaCaip2 } from '../query'
import type { Route } from '../router'
import { clustersForAccount, parseSolanaAccount } from '../solana/solanaAccount'
import { solanaBalances } from '../solana/solanaBalances'

const balanceQuery = z.object({
  currency: z.string().default('usd'),
  chainId: z.union([caip2, solanaCaip2]).optional(),
  // The real API refreshes its cache for this token; balances here are always read live.
  forceUpdate: z.string().optional(),
})

async function chainBalances(
  context: ServerContext,
  chain: ConnectedChain,
  owner: Address,
  currency: string,
): Promise<Balance[]> {
  const [native, token] = await Promise.all([
    chain.client.getBalance({ address: owner }),
    readTokenBalance(chain, owner),
  ])
  const entries = [
    { ...chain.nativeCurrency, raw: native, address: undefined },
    { ...chain.token, raw: token, address: `${chain.caipId}:${chain.token.address}` },
  ]
  return heldBalances(context, chain.caipId, entries, currency)
}

/** Data API balances, read live from the local chains (native and the deployed ERC20). */
export function balanceRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      handler: async ({ response, params, query }) => {
        const solanaAccount = parseSolanaAccount(params.address!)
        if (solanaAccount) {
          const parsed = parseInput(balanceQuery, query, 'balance query')
          context.prices.assertCurrency(parsed.currency)
          const clusters = clustersForAccount(context, solanaAccount, parsed.chainId, 'Balance')
          const balances = await Promise.all(
            clusters.map((cluster) =>
              solanaBalances(context, cluster, solanaAccount.address, parsed.currency),
            ),
          )
          sendJson(response, 200, { balances: balances.flat() })
          return
        }
        const owner = parseAccount(params.address!)
        const parsed = parseInput(balanceQuery, query, 'balance query')
        context.prices.assertCurrency(parsed.currency)
        // An unsupported network gives empty results (spec §7, handling).
        const chains = parsed.chainId
          ? [context.chains.find(parsed.chainId)].filter((chain) => chain !== undefined)
          : context.chains.all()
        const balances = (
          await Promise.all(
            chains.map((chain) => chainBalances(context, chain, owner, parsed.currency)),
          )
        ).flat()
        sendJson(response, 200, { balances })
      },
    },
  ]
}
