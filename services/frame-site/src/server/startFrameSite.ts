import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Server as NetServer } from 'node:net'
import { createMailer, type SmtpOptions } from '@latch/auth-server'
import { openSqlStore } from '@latch/sql-store'
import * as z from 'zod'
import type { FrameConfig } from '../page/config'
import { FRAME_CSS } from '../page/styles'
import { createOriginsSource, framingOrigins } from './allowedOrigins'
import { bundlePage, CHUNKS_PATH } from './bundle'
import { clientAddress, clientKey } from './clientAddress'
import { frameCsp } from './csp'
import { exportCodeMail, recoveryCodeMail } from './mailer'
import {
  createRateLimiter,
  createRecordRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
} from './rateLimit'
import { createRecordVaultStorage, VAULT_NAMESPACE } from './recordVaultStorage'
import {
  createMemoryVaultStorage,
  createVaultCodes,
  VaultCodeError,
  type VaultStorage,
} from './vault'

export interface StartFrameSiteOptions {
  /** Port on `host`; 0 (default) takes a free one. */
  port?: number
  /**
   * Instead of `port`: a socket already bound (testkit's `reservePort`), which the site takes over
   * and closes when it stops. Its origin can be given to the auth server before the site starts,
   * and no other process can take the port meanwhile.
   */
  listenOn?: NetServer
  /** Default '127.0.0.1'. */
  host?: string
  /** The auth server (`@latch/auth-server`), which must list this site's origin in `frameOrigins`. */
  authUrl: string
  /**
   * The Provider API, for each project's allowed origins (`GET /projects/v1/origins`); the page
   * also asks it the native token's USD price (`POST /v1/fungible/price`) beside a fee.
   */
  apiUrl?: string
  /** Instead of the Provider API: a fixed list of allowed origins, or a lookup per project. */
  projectAllowedOrigins?: readonly string[] | ((projectId: string) => Promise<readonly string[]>)
  /**
   * Dev mode: every project's page may also be framed by the spec's default dev origins
   * (`localhost:*`, `*.vercel.app`, `*.pages.dev`, `*.ngrok-free.app`). Off by default: anyone can
   * serve a page there, so in production only the project's own origins frame its key page.
   */
  devOrigins?: boolean
  /** The RPC gateway's base (`endpoints.rpc`): EVM reads and sends go through it. */
  rpcUrl: string
  /** The Solana clusters the frame serves: CAIP-2 id (`solana:…`) → JSON-RPC URL. */
  solanaRpcUrls?: Record<string, string>
  /** The URL pages reach this site at (behind a proxy); default the listening URL. */
  publicUrl?: string
  /** How long a project's allowed origins are cached (default 60 s). */
  originsTtlMs?: number
  /** `st` and `sv` of the Provider API query (defaults 'appkit' and '1.7.10', spec §7, §9). */
  sdkType?: string
  sdkVersion?: string
  /** Where the vault keeps recovery shares (default: memory, lost on restart). */
  vaultStorage?: VaultStorage
  /**
   * A database for the vault's shares instead of `vaultStorage`: `postgres://…` (every instance
   * of the site shares it), or an embedded database's data folder. Opened and migrated at start,
   * closed at stop. See `@latch/sql-store`.
   */
  databaseUrl?: string
  /**
   * The SMTP server the vault mails its own codes through (releasing R needs one), and the From
   * address. Without `smtp`, `POST /vault/v1/recovery/code` answers 503.
   */
  smtp?: SmtpOptions
  /** Default 'Latch wallet <vault@localhost>'. */
  mailFrom?: string
  /** The HMAC key of the vault's codes (default: 32 random bytes per process). */
  vaultSecret?: Buffer | string
  /**
   * Vault requests per client address (an IPv6 client by its /64), counted before the vault asks
   * the auth server anything: every vault call costs one `/v1/me` from this site's own address,
   * so one client's junk must not spend everyone's share of the auth server's limit. Default 30 a
   * minute; `false` turns it off.
   */
  vaultRateLimit?: RateLimitOptions | false
  /**
   * Behind this many proxies you run, the client address is the `X-Forwarded-For` entry that many
   * from the right (the one your outermost proxy added). Default 0: the socket's peer.
   */
  trustProxy?: number
  /** For the Provider API and the auth server's `/v1/me` (default global fetch). */
  fetch?: typeof fetch
  /** The clock of the origins cache and the vault's codes (expiry, cooldown). */
  now?: () => number
  logger?: { info(line: string): void; error(line: string): void }
}

export interface FrameSite {
  /** `http://HOST:PORT` (or `publicUrl`'s origin): the origin to list in the auth server. */
  origin: string
  /** The page's URL (`{origin}/`); the host adds `?projectId=…&chainId=…`. */
  url: string
  port: number
  /** The page's script: bytes, gzip bytes and the bundling time at start. */
  /**
   * The page's script: its entry (`bytes`, `gzipBytes`), what a page load fetches in all
   * (`firstLoadGzipBytes`) and what loads on first use (`lazyGzipBytes`).
   */
  bundle: {
    bytes: number
    gzipBytes: number
    firstLoadGzipBytes: number
    lazyGzipBytes: number
    ms: number
  }
  /** Closes the server and its connections; idempotent. */
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 16 * 1024
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const shareBody = z.object({
  share: z.string().min(1).max(1400).regex(BASE64),
  version: z.number().int().positive().max(0xffff_ffff),
})
const codeBody = z.object({ code: z.string().regex(/^\d{6}$/) })
/** What a code is asked for (no body: a new device recovering), said in its mail. */
const codePurposeBody = z.object({ purpose: z.enum(['recover', 'export']) })
const meAnswer = z.object({ user: z.object({ id: z.string().min(1), email: z.string() }) })
const CODE_TTL_MS = 10 * 60_000
const CODE_COOLDOWN_MS = 30_000

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The `Retry-After` header, in whole seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

/**
 * The embedded wallet's frame site (docs/design.md, "Embedded wallet: custody and parts"): serves
 * the frame page for a project (its allowed origins in the page's config and in CSP
 * `frame-ancestors`), the page's script bundled from source at start, and the recovery-share vault.
 *
 * @example
 * const site = await startFrameSite({ authUrl: auth.url, apiUrl: endpoints.api, rpcUrl: endpoints.rpc })
 * // the host frames `${site.url}?projectId=…`; await site.stop()
 */
export async function startFrameSite(options: StartFrameSiteOptions): Promise<FrameSite> {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const now = options.now ?? Date.now
  const authUrl = new URL(options.authUrl)
  const rpcUrl = new URL(options.rpcUrl)
  const solana = Object.fromEntries(
    Object.entries(options.solanaRpcUrls ?? {}).map(([chainId, url]) => [
      chainId,
      new URL(url).href,
    ]),
  )
  const bundle = await bundlePage()
  if (options.vaultStorage && options.databaseUrl) {
    throw new TypeError('vaultStorage or databaseUrl: not both')
  }
  const sqlStore =
    options.databaseUrl === undefined
      ? undefined
      : await openSqlStore({ databaseUrl: options.databaseUrl, now })
  const vault = sqlStore
    ? createRecordVaultStorage(sqlStore.records(VAULT_NAMESPACE))
    : (options.vaultStorage ?? createMemoryVaultStorage())
  const secret =
    options.vaultSecret === undefined
      ? randomBytes(32)
      : Buffer.isBuffer(options.vaultSecret)
        ? options.vaultSecret
        : Buffer.from(options.vaultSecret, 'utf8')
  const codes = createVaultCodes({
    secret,
    now,
    ...(sqlStore ? { records: sqlStore.records(VAULT_NAMESPACE) } : {}),
    ttlMs: CODE_TTL_MS,
    maxAttempts: 5,
    cooldownMs: CODE_COOLDOWN_MS,
  })
  // With a database, one window per client for every instance of the site on it.
  const limiter: RateLimiter | undefined =
    options.vaultRateLimit === false
      ? undefined
      : sqlStore
        ? createRecordRateLimiter(sqlStore.records(VAULT_NAMESPACE), now, options.vaultRateLimit)
        : createRateLimiter(now, options.vaultRateLimit)
  const mailer = options.smtp
    ? createMailer(options.smtp, options.mailFrom ?? 'Latch wallet <vault@localhost>')
    : undefined
  const originsOf = createOriginsSource({
    apiUrl: options.apiUrl,
    projectAllowedOrigins: options.projectAllowedOrigins,
    ttlMs: options.originsTtlMs ?? 60_000,
    sdkType: options.sdkType ?? 'appkit',
    sdkVersion: options.sdkVersion ?? '1.7.10',
    fetch: fetchImpl,
    now,
  })
  let origin = ''

  const apiUrl = options.apiUrl === undefined ? undefined : new URL(options.apiUrl)
  const connectOrigins = [
    authUrl.origin,
    rpcUrl.origin,
    ...(apiUrl ? [apiUrl.origin] : []),
    ...Object.values(solana).map((url) => new URL(url).origin),
  ]
  const scriptPath = `/frame.js?v=${bundle.hash}`
  const cssPath = '/frame.css'

  const page = async (projectId: string): Promise<{ html: string; csp: string }> => {
    const allowedOrigins = [
      ...framingOrigins(await originsOf(projectId), options.devOrigins ?? false),
    ]
    const config: FrameConfig = {
      projectId,
      allowedOrigins,
      authUrl: authUrl.origin + authUrl.pathname.replace(/\/+$/, ''),
      vaultUrl: origin,
      rpcUrl: rpcUrl.href.replace(/\/+$/, ''),
      solana,
      ...(apiUrl ? { apiUrl: apiUrl.href.replace(/\/+$/, '') } : {}),
    }
    // JSON as data in the page: `<` escaped, so no text can close the element.
    const json = JSON.stringify(config).replace(/</g, '\\u003c')
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Secure wallet</title>
<link rel="stylesheet" href="${cssPath}">
<script type="application/json" id="frame-config">${json}</script>
<script type="module" src="${scriptPath}"></script>
</head>
<body><main id="app"></main></body>
</html>
`
    return { html, csp: frameCsp({ allowedOrigins, connectOrigins }) }
  }

  /** The session's user, asked of the auth server (no Origin: a server call). */
  const userOf = async (request: IncomingMessage) => {
    const authorization = request.headers.authorization
    if (!authorization?.startsWith('Bearer ')) {
      throw new HttpError(401, 'UNAUTHORIZED', 'Missing session token')
    }
    // Counted here, where a request would cost a `/v1/me`: what is refused before (another
    // origin, no token, a bad body) costs nothing, so a page in the user's own browser cannot
    // spend the user's allowance (it can send neither this Origin nor a bearer token).
    const wait = (await limiter?.hit(clientKey(clientAddress(request, options.trustProxy)))) ?? 0
    if (wait > 0) throw new HttpError(429, 'RATE_LIMITED', 'Rate limited', wait)
    let response: Response
    try {
      response = await fetchImpl(new URL('/v1/me', authUrl), { headers: { authorization } })
    } catch {
      throw new HttpError(502, 'AUTH_UNREACHABLE', 'The auth server could not be reached')
    }
    if (response.status === 401) throw new HttpError(401, 'UNAUTHORIZED', 'Invalid session')
    const parsed = meAnswer.safeParse(await response.json().catch(() => undefined))
    if (!response.ok || !parsed.success) {
      throw new HttpError(502, 'AUTH_ERROR', 'The auth server gave no user')
    }
    return parsed.data.user
  }

  /** The vault answers this site's own page only. */
  const requireSameOrigin = (request: IncomingMessage) => {
    const from = request.headers.origin
    const site = request.headers['sec-fetch-site']
    if ((from !== undefined && from !== origin) || (site !== undefined && site !== 'same-origin')) {
      throw new HttpError(403, 'FORBIDDEN_ORIGIN', 'Origin not allowed')
    }
  }

  const readJson = async (request: IncomingMessage): Promise<unknown> => {
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected JSON')
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_BODY_BYTES) throw new HttpError(413, 'TOO_LARGE', 'Body too large')
      chunks.push(chunk)
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      throw new HttpError(400, 'INVALID_JSON', 'Invalid JSON')
    }
  }

  /**
   * The vault. Storing R takes the auth server's session; releasing it takes, on top, the vault's
   * own code, mailed by the vault itself to the email kept with R: a compromised auth server can
   * mint a session, but cannot read that code.
   */
  const vaultRoute = async (
    request: IncomingMessage,
    pathname: string,
    method: string,
    json: (status: number, body: unknown) => void,
  ) => {
    const route = pathname.slice('/vault/v1/recovery'.length)
    if (!pathname.startsWith('/vault/v1/recovery') || !['', '/code', '/release'].includes(route)) {
      throw new HttpError(404, 'NOT_FOUND', 'Not found')
    }
    requireSameOrigin(request)
    if (route === '' && method === 'PUT') {
      const body = shareBody.safeParse(await readJson(request))
      if (!body.success) throw new HttpError(400, 'INVALID_INPUT', 'Invalid input')
      const user = await userOf(request)
      // The email travels with R: the code to release it goes to the address it was stored
      // under, so an auth server that later names another address for the user reaches nothing.
      const newer = await vault.setIfNewer(user.id, { ...body.data, email: user.email })
      if (newer !== undefined) {
        throw new HttpError(409, 'STALE_SHARE_VERSION', 'A newer recovery share is kept')
      }
      json(200, { version: body.data.version })
      return
    }
    if (route === '' && method === 'GET') {
      throw new HttpError(
        410,
        'GONE',
        'The recovery share is released by POST /vault/v1/recovery/release with the vault’s code',
      )
    }
    if (route === '/code' && method === 'POST') {
      let purpose: 'recover' | 'export' = 'recover'
      if (request.headers['content-type'] !== undefined) {
        const body = codePurposeBody.safeParse(await readJson(request))
        if (!body.success) throw new HttpError(400, 'INVALID_INPUT', 'Invalid input')
        purpose = body.data.purpose
      }
      const user = await userOf(request)
      const kept = await vault.get(user.id)
      // No share kept: nothing to release, so no mail (the frame makes a new wallet).
      if (!kept) throw new HttpError(404, 'NO_SHARE', 'No recovery share')
      if (!mailer) throw new HttpError(503, 'MAIL_UNAVAILABLE', 'The vault cannot send mail')
      const email = kept.email ?? user.email
      const code = await codes.issue(user.id)
      try {
        // The mail says what the code unlocks: a person asked to confirm a device must not be
        // reading a code that shows the phrase, nor the other way round.
        const mail = purpose === 'export' ? exportCodeMail : recoveryCodeMail
        await mailer.send({ to: email, ...mail(code, CODE_TTL_MS) })
      } catch (error) {
        await codes.discard(user.id)
        options.logger?.error(
          `vault mail failed: ${error instanceof Error ? error.message : String(error)}`,
        )
        throw new HttpError(502, 'MAIL_FAILED', 'The code could not be sent, try again')
      }
      json(200, {
        email,
        expiresInSeconds: CODE_TTL_MS / 1000,
        // The real wait: past the first codes, the per-user cap's back-off outlasts the cooldown.
        resendInSeconds: Math.ceil((await codes.waitBeforeNext(user.id)) / 1000),
      })
      return
    }
    if (route === '/release' && method === 'POST') {
      const body = codeBody.safeParse(await readJson(request))
      if (!body.success) throw new HttpError(400, 'INVALID_INPUT', 'Enter the 6-digit code')
      const user = await userOf(request)
      await codes.verify(user.id, body.data.code)
      const kept = await vault.get(user.id)
      if (!kept) throw new HttpError(404, 'NO_SHARE', 'No recovery share')
      json(200, { share: kept.share, version: kept.version })
      return
    }
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed')
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://frame.invalid')
    const method = request.method ?? 'GET'
    const send = (
      status: number,
      type: string,
      body: string,
      headers: Record<string, string> = {},
    ) => {
      response.writeHead(status, { 'content-type': type, ...SECURITY_HEADERS, ...headers })
      response.end(method === 'HEAD' ? undefined : body)
    }
    const json = (status: number, body: unknown) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify(body), {
        'cache-control': 'no-store',
      })
    try {
      if (url.pathname.startsWith('/vault/')) {
        await vaultRoute(request, url.pathname, method, json)
        return
      }
      if (method !== 'GET' && method !== 'HEAD') {
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed')
      }
      if (url.pathname === '/') {
        const projectId = url.searchParams.get('projectId') ?? ''
        if (!PROJECT_ID.test(projectId)) {
          send(400, 'text/plain; charset=utf-8', 'A projectId is required.\n')
          return
        }
        let served: { html: string; csp: string }
        try {
          served = await page(projectId)
        } catch {
          send(503, 'text/plain; charset=utf-8', 'The project’s settings could not be read.\n', {
            'retry-after': '5',
          })
          return
        }
        send(200, 'text/html; charset=utf-8', served.html, {
          'content-security-policy': served.csp,
          'cache-control': 'no-store',
        })
        return
      }
      if (url.pathname === '/frame.js') {
        const pinned = url.searchParams.get('v') === bundle.hash
        send(200, 'text/javascript; charset=utf-8', bundle.js, {
          'cache-control': pinned ? 'public, max-age=31536000, immutable' : 'no-cache',
        })
        return
      }
      const chunk = url.pathname.startsWith(CHUNKS_PATH)
        ? bundle.chunks.get(url.pathname)
        : undefined
      if (chunk !== undefined) {
        // Named by their content: cached for good.
        send(200, 'text/javascript; charset=utf-8', chunk, {
          'cache-control': 'public, max-age=31536000, immutable',
        })
        return
      }
      if (url.pathname === cssPath) {
        send(200, 'text/css; charset=utf-8', FRAME_CSS, { 'cache-control': 'no-cache' })
        return
      }
      if (url.pathname === '/health') {
        json(200, { status: 'ok' })
        return
      }
      throw new HttpError(404, 'NOT_FOUND', 'Not found')
    } catch (error) {
      if (response.headersSent) {
        response.destroy()
        return
      }
      if (error instanceof HttpError || error instanceof VaultCodeError) {
        const retryAfter = error.retryAfterSeconds
        if (retryAfter !== undefined) response.setHeader('retry-after', String(retryAfter))
        json(error.status, { error: { code: error.code, message: error.message } })
        return
      }
      options.logger?.error(
        `${method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`,
      )
      json(500, { error: { code: 'INTERNAL', message: 'Server Error' } })
    }
  }

  const server = createServer((request, response) => {
    const started = performance.now()
    response.on('finish', () =>
      options.logger?.info(
        `${request.method} ${new URL(request.url ?? '/', 'http://x').pathname} ${response.statusCode} ${Math.round(performance.now() - started)}ms`,
      ),
    )
    void handle(request, response)
  })
  if (options.listenOn) server.listen(options.listenOn)
  else server.listen(options.port ?? 0, options.host ?? '127.0.0.1')
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error)),
  ])
  const { address, port } = server.address() as AddressInfo
  origin = options.publicUrl
    ? new URL(options.publicUrl).origin
    : `http://${options.listenOn ? address : (options.host ?? '127.0.0.1')}:${port}`

  let stopped: Promise<void> | undefined
  return {
    origin,
    url: `${origin}/`,
    port,
    bundle: {
      bytes: bundle.bytes,
      gzipBytes: bundle.gzipBytes,
      firstLoadGzipBytes: bundle.firstLoadGzipBytes,
      lazyGzipBytes: bundle.lazyGzipBytes,
      ms: bundle.ms,
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        mailer?.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }).then(() => sqlStore?.close())
      return stopped
    },
  }
}
