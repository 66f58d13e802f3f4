import { z } from 'zod'
import { queryCatalogue } from '../catalogue'
import type { ServerContext } from '../context'
import { parseInput, sendJson } from '../http'
import { commaList } from '../query'
import type { Route } from '../router'

const getWalletsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  // Spec §9: page size 40, search 100; the API allows larger pages for id lookups.
  entries: z.coerce.number().int().min(1).max(1000).default(40),
  include: commaList.optional(),
  exclude: commaList.optional(),
  chains: commaList.optional(),
  search: z.string().optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
})

/** Provider API: the wallet catalogue with paging, search and filters. */
export function walletRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/getWallets',
      handler: ({ response, query }) => {
        const parsed = parseInput(getWalletsQuery, query, 'getWallets query')
        sendJson(response, 200, queryCatalogue(context.catalogue, parsed))
      },
    },
  ]
}
