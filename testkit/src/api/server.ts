import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BaseError, getAddress } from 'viem'
import { type Analytics, createAnalyticsRecorder } from './analytics'
import { type CatalogueWallet, defaultCatalogueSize, generateCatalogue } from './catalogue'
import { createChainRegistry, type LocalApiChain } from './chains'
import type { ServerContext } from './context'
import { createFaults, type Fault, type Faults } from './faults'
import { type RemoteFeature, remoteConfigFixture } from './fixtures'
import { createHistoryIndex } from './history'
import { HttpError, queryRecord, sendError, sendJson } from './http'
import { createNameRegistry, type Names } from './names'
import { createPriceBook } from './prices'
import { hexDigest } from './random'
import { createRouter, type Route } from './router'
import { balanceRoutes } from './routes/balance'
import { convertRoutes } from './routes/convert'
import { fungibleRoutes } from './routes/fungible'
import { historyRoutes } from './routes/history'
import { identityRoutes } from './routes/identity'
import { imageRoutes } from './routes/images'
import { defaultNftsPath, nftRoutes } from './routes/nfts'
import { onrampRoutes } from './routes/onramp'
import { profileRoutes } from './routes/profile'
import { providerRoutes } from './routes/provider'
import { siwxRoutes } from './routes/siwx'
import { supportedChainsRoutes } from './routes/supportedChains'
import { walletRoutes } from './routes/wallets'
import { createSolanaRegistry, type LocalApiSolanaCluster } from './solana/solanaClusters'

export interface LocalApiOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /** Local EVM chains to read balances, history, gas and allowances from. */
  chains?: LocalApiChain[]
  /**
   * Local Solana clusters to read balances and history of Solana accounts from; a
   * `SolanaValidator` from `startSolanaValidator()` fits as is: `solana: [validator]`.
   */
  solana?: LocalApiSolanaCluster[]
  /** Seed of the generated catalogue and ids; same seed, same data. Default `latch`. */
  seed?: string
  /** Catalogue size; default 600. */
  walletCount?: number
  /** Answer of `/projects/v1/origins`. Default: localhost and 127.0.0.1 on any port. */
  allowedOrigins?: string[]
  /** Answer of `/getAnalyticsConfig`. Default true. */
  analyticsEnabled?: boolean
  /** Project ids whose analytics events are refused with 403 ('Invalid App Configuration'). */
  unverifiedProjectIds?: string[]
  /** Answer of `/appkit/v1/config`; default the remote features of spec §1 (fixture). */
  remoteFeatures?: RemoteFeature[]
  /** USD prices by symbol, over the fixture's. */
  pricesUsd?: Record<string, number>
  /** History items per page. Default 20. */
  historyPageSize?: number
  /** NFTs per page of the NFTs route. Default 20. */
  nftPageSize?: number
  /**
   * Path template of the NFTs route, our Data API extension (spec §7 names none). Default
   * `/v1/account/:account/nfts`; the activity plugin's `nftsPath` option must name the same.
   */
  nftsPath?: string
  /**
   * Domains the example sign-in endpoint (`POST /v1/siwx/verify`) accepts in a message
   * (`host:*` for any port). Default: localhost and 127.0.0.1 on any port.
   */
  siwxDomains?: string[]
}

export interface LocalApi {
  /** Base URL serving every route, e.g. `http://127.0.0.1:45123`. */
  url: string
  /** Bases in the shape of the core's `endpoints` option (one server answers all three). */
  apiUrl: string
  dataUrl: string
  analyticsUrl: string
  port: number
  analytics: Analytics
  faults: Faults
  names: Names
  /** The generated wallet catalogue, in `order`. */
  wallets: readonly CatalogueWallet[]
  /** Closes the server and every open connection (held `timeout` requests included). */
  stop(): Promise<void>
}

export type { LocalApiSolanaCluster, RemoteFeature }

const defaultAllowedOrigins = ['http://localhost:*', 'http://127.0.0.1:*']

/**
 * Starts the local Provider API + Data API server on 127.0.0.1 (spec §7 paths and parameters).
 *
 * @example
 * const devnet = await startDevnet()
 * const api = await startLocalApi({ chains: devnet.chains })
 * const latch = createLatch({ projectId: 'test', endpoints: { api: api.apiUrl, data: api.dataUrl } })
 * await api.stop()
 */
export async function startLocalApi(options: LocalApiOptions = {}): Promise<LocalApi> {
  const seed = options.seed ?? 'latch'
  const chains = createChainRegistry(options.chains ?? [])
  const solana = createSolanaRegistry(options.solana ?? [])
  let baseUrl = ''
  const context: ServerContext = {
    baseUrl: () => baseUrl,
    seed,
    catalogue: generateCatalogue(seed, options.walletCount ?? defaultCatalogueSize),
    chains,
    solana,
    prices: createPriceBook(options.pricesUsd),
    analytics: createAnalyticsRecorder(),
    names: createNameRegistry(),
    history: createHistoryIndex(),
    settings: {
      allowedOrigins: options.allowedOrigins ?? defaultAllowedOrigins,
      analyticsEnabled: options.analyticsEnabled ?? true,
      unverifiedProjectIds: new Set(options.unverifiedProjectIds ?? []),
      remoteFeatures: options.remoteFeatures ?? remoteConfigFixture.features,
      historyPageSize: options.historyPageSize ?? 20,
      nftPageSize: options.nftPageSize ?? 20,
      swapRouter: getAddress(`0x${hexDigest('latch-local-swap-router', seed).slice(0, 40)}`),
    },
  }
  const routes: Route[] = [
    ...providerRoutes(context),
    ...walletRoutes(context),
    ...imageRoutes(context),
    ...identityRoutes(context),
    ...balanceRoutes(context),
    ...historyRoutes(context),
    ...nftRoutes(context, options.nftsPath ?? defaultNftsPath),
    ...fungibleRoutes(context),
    ...convertRoutes(context),
    ...onrampRoutes(context),
    ...profileRoutes(context),
    ...supportedChainsRoutes(context),
    ...siwxRoutes(context, options.siwxDomains ?? ['localhost:*', '127.0.0.1:*']),
  ]
  const router = createRouter(routes)
  const faults = createFaults()

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Browser pages on other origins call this server: CORS is open, as on the real services.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*')
    response.setHeader('vary', 'origin')
    response.setHeader('access-control-expose-headers', 'retry-after')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          request.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '600',
      })
      response.end()
      return
    }

    const url = new URL(request.url ?? '/', baseUrl)
    const matched = router.match(request.method ?? 'GET', url.pathname)
    if (!matched) {
      throw router.hasPath(url.pathname)
        ? new HttpError(405, 'Method not allowed')
        : new HttpError(404, 'Not found', [`No route for ${request.method} ${url.pathname}`])
    }
    const fault = faults.take(matched.route.path, url.pathname)
    if (fault) {
      applyFault(response, fault)
      return
    }
    const query = queryRecord(url.searchParams)
    if (!matched.route.public && !query.projectId) {
      throw new HttpError(400, 'Missing projectId', ['The projectId query parameter is required'])
    }
    await matched.route.handler({ request, response, url, params: matched.params, query })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy()
        return
      }
      if (error instanceof HttpError) {
        sendError(response, error)
      } else if (error instanceof BaseError) {
        // A chain read failed: the node is down or refused; say so rather than a bare 500.
        sendError(response, new HttpError(502, 'Chain request failed', [error.shortMessage]))
      } else {
        const message = error instanceof Error ? error.message : String(error)
        sendError(response, new HttpError(500, 'Internal error', [message]))
      }
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${port}`

  let stopping: Promise<void> | undefined
  return {
    url: baseUrl,
    apiUrl: baseUrl,
    dataUrl: baseUrl,
    analyticsUrl: baseUrl,
    port,
    analytics: context.analytics,
    faults,
    names: context.names,
    wallets: context.catalogue,
    stop() {
      stopping ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Held requests (the `timeout` fault) and keep-alive sockets would keep close() waiting.
        server.closeAllConnections()
      })
      return stopping
    },
  }
}

function applyFault(response: ServerResponse, fault: Fault): void {
  switch (fault.kind) {
    case 'rate-limited': {
      const retryAfter = String(fault.retryAfterSeconds ?? 1)
      response.setHeader('retry-after', retryAfter)
      sendJson(response, 429, {
        error: 'Rate Limited',
        reasons: [{ description: `Too many requests; retry after ${retryAfter} s` }],
      })
      return
    }
    case 'server-error':
      sendJson(response, fault.status ?? 500, {
        error: 'Server Error',
        reasons: [{ description: 'Fault injected by the test' }],
      })
      return
    case 'timeout':
      // Never answered: the socket stays open until the client gives up or the server stops.
      return
    case 'malformed': {
      const body = '{"data": [{"id": "truncated'
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      })
      response.end(body)
      return
    }
  }
}
