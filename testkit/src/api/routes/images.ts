import type { ServerContext } from '../context'
import { HttpError, sendBytes } from '../http'
import { identiconPng } from '../png'
import type { Route, RouteContext } from '../router'

// Images never change for an id, so browsers may keep them, as they do with the real CDN.
const cacheHeaders = { 'cache-control': 'public, max-age=86400, immutable' }

function sendImage({ response }: RouteContext, id: string): void {
  sendBytes(response, 'image/png', identiconPng(id), cacheHeaders)
}

/** Provider API images (blobs) plus the icon URLs that Data API answers point at. */
export function imageRoutes(context: ServerContext): Route[] {
  const walletImageIds = new Set(
    context.catalogue.flatMap((wallet) => [wallet.image_id, wallet.id]),
  )
  return [
    {
      method: 'GET',
      path: '/getWalletImage/:id',
      handler: (route) => {
        const id = route.params.id!
        if (!walletImageIds.has(id)) throw new HttpError(404, 'Wallet image not found')
        sendImage(route, id)
      },
    },
    // Assets (networks, connectors), currencies and tokens are open-ended sets of ids.
    {
      method: 'GET',
      path: '/public/getAssetImage/:id',
      handler: (route) => sendImage(route, `asset:${route.params.id}`),
    },
    {
      method: 'GET',
      path: '/public/getCurrencyImage/:id',
      handler: (route) => sendImage(route, `currency:${route.params.id}`),
    },
    {
      method: 'GET',
      path: '/public/getTokenImage/:id',
      handler: (route) => sendImage(route, `token:${route.params.id}`),
    },
    {
      method: 'GET',
      path: '/icons/:file',
      public: true,
      handler: (route) => {
        const match = /^(.+)\.png$/.exec(route.params.file!)
        if (!match) throw new HttpError(404, 'Icon not found')
        sendImage(route, `icon:${match[1]}`)
      },
    },
  ]
}
