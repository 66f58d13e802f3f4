import { z } from 'zod'
import { iconUrl, type ServerContext } from '../context'
import { parseInput, readJsonBody, sendJson } from '../http'
import type { Route } from '../router'
import { findToken } from '../tokens'

const priceBody = z.object({
  projectId: z.string().optional(),
  currency: z.string().default('usd'),
  addresses: z.array(z.string()).min(1),
})

/** Data API fungible prices for CAIP-10 token ids; unknown tokens are left out of the answer. */
export function fungibleRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/fungible/price',
      handler: async ({ request, response }) => {
        const body = parseInput(priceBody, await readJsonBody(request), 'price request')
        context.prices.assertCurrency(body.currency)
        const fungibles = body.addresses
          .map((address) => findToken(context, address))
          .filter((token) => token !== undefined)
          .map((token) => ({
            name: token.name,
            symbol: token.symbol,
            iconUrl: iconUrl(context, token.symbol),
            price: context.prices.price(token.symbol, body.currency),
          }))
        sendJson(response, 200, { fungibles })
      },
    },
  ]
}
