import { parseAccount } from '../chains'
import { iconUrl, type ServerContext } from '../context'
import { identitiesFixture } from '../fixtures'
import { sendJson } from '../http'
import type { Route } from '../router'

/** Data API identity: the fixture's name and avatar, else a name registered on this server. */
export function identityRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/identity/:address',
      handler: ({ response, params }) => {
        const address = parseAccount(params.address!)
        const fixture = identitiesFixture.identities[address.toLowerCase()]
        if (fixture) {
          sendJson(response, 200, {
            name: fixture.name,
            avatar: fixture.avatar === null ? null : iconUrl(context, `avatar-${fixture.avatar}`),
          })
          return
        }
        const registered = context.names.reverse(address)[0]
        sendJson(response, 200, { name: registered?.name ?? null, avatar: null })
      },
    },
  ]
}
