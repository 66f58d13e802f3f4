import type { ServerContext } from '../context'
import { sendJson } from '../http'
import type { Route } from '../router'

/** Data API: the chains this server reads (over HTTP; anvil serves WebSocket on the same port). */
export function supportedChainsRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/supported-chains',
      handler: ({ response }) => {
        const ids = context.chains.all().map((chain) => chain.caipId)
        sendJson(response, 200, { http: ids, ws: ids })
      },
    },
  ]
}
