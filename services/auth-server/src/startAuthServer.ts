import { randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { openSqlStore } from '@latch/sql-store'
import { clientAddress, trustedHops } from './clientAddress'
import { createCodeBudget } from './codeBudget'
import { type CooldownKind, createMailCooldown, MAIL_COOLDOWN_MS } from './cooldown'
import { hashToken, randomToken } from './crypto'
import { AuthError, messages } from './errors'
import {
  DEFAULT_MAX_BODY_BYTES,
  type HtmlPage,
  parseBody,
  readForm,
  readJson,
  sendHtml,
  sendJson,
} from './http'
import { createMailer, type Mail, mailTexts, type SmtpOptions } from './mailer'
import { createOriginPolicy, PREFLIGHT_HEADERS } from './origins'
import { createOtpStore, DEFAULT_MAX_OTP_ATTEMPTS } from './otp'
import { createRateLimiter, type RateLimitOptions } from './rateLimit'
import {
  approvalRecord,
  deviceLinkRecord,
  emailUpdateRecord,
  keys,
  read,
  shareRecord,
  type UserRecord,
  userRecord,
} from './records'
import { connectBody, otpBody, shareBody, updateEmailBody, updateOtpBody } from './schemas'
import { createSessions } from './sessions'
import { AUTH_NAMESPACE, type AuthStorage, createMemoryStorage } from './storage'

export interface AuthServerLogger {
  info(message: string): void
  error(message: string): void
}

export interface StartAuthServerOptions {
  /** Port to listen on; 0 (the default) takes a free one. */
  port?: number
  /** Address to listen on; default '127.0.0.1' (use '0.0.0.0' in a container). */
  host?: string
  /** Where mail is sent. */
  smtp: SmtpOptions
  /** The From of every mail, e.g. 'Latch <login@example.com>'. */
  mailFrom: string
  /**
   * The only origins allowed to call the server from a browser (the frame site), exact
   * `scheme://host[:port]`. Others are refused with 403; requests without Origin are allowed
   * (servers, scripts) except for the auth share, which needs a listed Origin. The device link's
   * page is for any browser (see `DEVICE_APPROVAL_PATH`).
   */
  frameOrigins: string[]
  /** The clock every expiry and cooldown reads; `Date.now` by default. */
  clock?: { now(): number }
  /** Where records live; in memory (on `clock`) by default. See `AuthStorage`. */
  storage?: AuthStorage
  /**
   * A database to keep records in, instead of `storage`: `postgres://…` (every instance on it
   * shares users, codes, sessions and limits), or an embedded database's data folder (one
   * process). Opened and migrated at start, closed at stop. See `@latch/sql-store`.
   */
  databaseUrl?: string
  /**
   * Key of the HMAC over stored codes, at least 32 bytes. Random per process by default (codes in
   * flight do not survive a restart; everything else does, with a persistent storage).
   */
  secret?: string | Buffer
  /** The server's public base URL, for the device link in mails; default its listening URL. */
  publicUrl?: string
  /** Code lifetime; default 10 minutes. */
  otpTtlMs?: number
  /** Session lifetime from login; default 7 days. */
  sessionTtlMs?: number
  /** Lifetime of a device-approval link, and of the approval once given; default 15 minutes. */
  deviceLinkTtlMs?: number
  /**
   * Time between two login mails to one address from one device; default 30 s (spec §9). Mails
   * to an address from all devices are capped by `CODE_SCHEDULE` besides.
   */
  mailCooldownMs?: number
  /** Per client address; `false` turns it off. Default 300 requests a minute. */
  rateLimit?: RateLimitOptions | false
  /** Largest JSON body; default 16 KiB. */
  maxBodyBytes?: number
  /**
   * Behind proxies you run: how many append to X-Forwarded-For (`true` is 1). The rate limit then
   * keys on the entry that many from the right (what the outermost proxy saw), never on the
   * client-written entries to its left. Default none: the socket's peer.
   */
  trustProxy?: boolean | number
  /** One line per request (method, path without query, status, time) and failures. Silent by default. */
  logger?: AuthServerLogger
}

export interface AuthServer {
  /** `http://HOST:PORT` */
  url: string
  port: number
  /** Closes the server; the port is free when it resolves. Idempotent. */
  stop(): Promise<void>
}

const MINUTE = 60_000
const DEFAULT_OTP_TTL_MS = 10 * MINUTE
const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * MINUTE
const DEFAULT_DEVICE_LINK_TTL_MS = 15 * MINUTE
/** An email change must be finished within this time of being asked for. */
const EMAIL_UPDATE_TTL_MS = 30 * MINUTE

interface Context {
  request: IncomingMessage
  url: URL
  origin: string | undefined
}

type Handler = (
  context: Context,
) => Promise<{ status?: number; body: unknown } | { status?: number; page: HtmlPage }>

/**
 * The device link's page: opened by a person (or first by a mail scanner) in any browser. It
 * answers HTML, never CORS; the origin check does not apply (the page's own form post carries
 * this server's origin, or 'null'): the link's token is the whole authority, see README.
 */
const DEVICE_APPROVAL_PATH = '/v1/device/approve'

/**
 * The embedded wallet's auth server: email OTP login with device approval (spec §4), sessions,
 * email change and the auth share, on Node's `http`, mail over SMTP.
 *
 * @example
 * const auth = await startAuthServer({
 *   smtp: { host: 'smtp.example.com', port: 587, auth: { user, pass } },
 *   mailFrom: 'Wallet <login@example.com>',
 *   frameOrigins: ['https://frame.example.com'],
 * })
 * // …
 * await auth.stop()
 */
export async function startAuthServer(options: StartAuthServerOptions): Promise<AuthServer> {
  const now = options.clock ? () => options.clock!.now() : Date.now
  if (options.storage && options.databaseUrl) {
    throw new TypeError('storage or databaseUrl: not both')
  }
  const sqlStore =
    options.databaseUrl === undefined
      ? undefined
      : await openSqlStore({ databaseUrl: options.databaseUrl, now })
  const storage =
    sqlStore?.records(AUTH_NAMESPACE) ?? options.storage ?? createMemoryStorage({ now })
  const secret =
    options.secret === undefined
      ? randomBytes(32)
      : Buffer.isBuffer(options.secret)
        ? options.secret
        : Buffer.from(options.secret, 'utf8')
  if (secret.length < 32) throw new TypeError('secret: at least 32 bytes')
  const otpTtlMs = options.otpTtlMs ?? DEFAULT_OTP_TTL_MS
  const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS
  const deviceLinkTtlMs = options.deviceLinkTtlMs ?? DEFAULT_DEVICE_LINK_TTL_MS
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const origins = createOriginPolicy(options.frameOrigins)
  const otps = createOtpStore({
    storage,
    now,
    secret,
    ttlMs: otpTtlMs,
    maxAttempts: DEFAULT_MAX_OTP_ATTEMPTS,
  })
  const sessions = createSessions(storage, now, sessionTtlMs)
  const cooldown = createMailCooldown(storage, now, options.mailCooldownMs ?? MAIL_COOLDOWN_MS)
  const budget = createCodeBudget(storage, now)
  const hops = trustedHops(options.trustProxy)
  const rateLimiter =
    options.rateLimit === false ? undefined : createRateLimiter(storage, now, options.rateLimit)
  const mailer = createMailer(options.smtp, options.mailFrom)
  const logger = options.logger
  let publicUrl = options.publicUrl?.replace(/\/+$/, '')

  /** Sends, or answers 502 (the failure is logged without the mail's content). */
  const send = async (mail: Mail) => {
    try {
      await mailer.send(mail)
    } catch (error) {
      logger?.error(`mail to SMTP failed: ${(error as Error).message}`)
      throw new AuthError(502, 'MAIL_FAILED', messages.mailFailed)
    }
  }

  const userByEmail = async (email: string): Promise<UserRecord | undefined> => {
    const userId = await storage.get(keys.email(email))
    return typeof userId === 'string' ? read(storage, keys.user(userId), userRecord) : undefined
  }
  const deviceKnown = async (userId: string, deviceId: string) =>
    (await storage.get(keys.device(userId, deviceId))) !== undefined

  /** Issues a login code bound to the device and mails it; the cooldown is the caller's. */
  const mailLoginCode = async (email: string, deviceId: string) => {
    const code = await otps.issue('login', email, deviceId)
    try {
      await send({ to: email, ...mailTexts.loginCode(code, otpTtlMs) })
    } catch (error) {
      await otps.discard('login', email, deviceId)
      throw error
    }
  }

  /**
   * Reserves one mail: a code of `subject`'s budget (per address or user, whatever the device),
   * then the resend cooldown (per address and device for a login). In that order, so a refusal
   * tells the longer wait. The returned `release` gives both back when the mail was not sent.
   */
  const reserveMail = async (
    subject: string,
    kind: CooldownKind,
    email: string,
    deviceId?: string,
  ): Promise<() => Promise<void>> => {
    const releaseCode = await budget.reserve(subject)
    try {
      const releaseCooldown = await cooldown.reserve(kind, email, deviceId)
      return async () => {
        await releaseCooldown()
        await releaseCode()
      }
    } catch (error) {
      await releaseCode()
      throw error
    }
  }
  /**
   * Budgets per address: mails to devices the user has (their ids are the frame's own, which no
   * one else knows) apart from mails to any other device (a sign-up's code, a new device's link),
   * so a stranger flooding the address delays neither the owner's known devices.
   */
  const budgets = {
    knownDevice: (email: string) => `login-known:${email}`,
    otherDevice: (email: string) => `login-other:${email}`,
    updateFrom: (userId: string) => `update:${userId}`,
    updateTo: (email: string) => `update-to:${email}`,
  }

  const linkInvalid = () =>
    new AuthError(
      410,
      'LINK_INVALID',
      'This link has expired or was already used. Start the login again to get a new one.',
    )
  /** A device link's record, or the 410 page's error. */
  const liveLink = async (token: string) => {
    const key = keys.deviceLink(hashToken(token))
    const link = await read(storage, key, deviceLinkRecord)
    if (!link || link.expiresAt <= now()) {
      if (link) await storage.delete(key)
      throw linkInvalid()
    }
    return { key, link }
  }

  const routes: Record<string, Handler> = {
    'GET /health': async () => ({ body: { status: 'ok' } }),

    'POST /v1/email/connect': async ({ request }) => {
      const { email, deviceId } = parseBody(connectBody, await readJson(request, maxBodyBytes))
      const user = await userByEmail(email)
      if (user && (await deviceKnown(user.id, deviceId))) {
        const current = await sessions.find(request.headers.authorization)
        if (current && current.user.id === user.id && current.session.deviceId === deviceId) {
          return { body: { action: 'CONNECT' } }
        }
      }
      const known = user !== undefined && (await deviceKnown(user.id, deviceId))
      const release = await reserveMail(
        known ? budgets.knownDevice(email) : budgets.otherDevice(email),
        'login',
        email,
        deviceId,
      )
      try {
        if (user && !known) {
          const token = randomToken()
          const expiresAt = now() + deviceLinkTtlMs
          await storage.set(
            keys.deviceLink(hashToken(token)),
            { email, deviceId, expiresAt },
            expiresAt,
          )
          const link = `${publicUrl}${DEVICE_APPROVAL_PATH}?token=${token}`
          await send({ to: email, ...mailTexts.deviceApproval(link, deviceLinkTtlMs) })
          return { body: { action: 'VERIFY_DEVICE' } }
        }
        await mailLoginCode(email, deviceId)
        return { body: { action: 'VERIFY_OTP' } }
      } catch (error) {
        await release()
        throw error
      }
    },

    // Opening the link only shows the button: mail scanners and previews open links unasked.
    [`GET ${DEVICE_APPROVAL_PATH}`]: async ({ url }) => {
      const token = url.searchParams.get('token') ?? ''
      await liveLink(token)
      return {
        page: {
          title: 'Approve this device?',
          text: 'Someone is logging in to your wallet from a new device or browser. If it is you, approve it. If it is not you, close this page: nothing is approved without the button.',
          form: { action: 'approve', fields: { token }, button: 'Approve this device' },
        },
      }
    },

    // The button: a form post with the token in the body (no script needed, and no token in a URL
    // a proxy or a log might keep). Single use.
    [`POST ${DEVICE_APPROVAL_PATH}`]: async ({ request }) => {
      const token = (await readForm(request, maxBodyBytes)).get('token') ?? ''
      const { key } = await liveLink(token)
      // Single use: of clicks at the same moment, on any instance, one takes the link.
      const link = deviceLinkRecord.safeParse(await storage.take(key))
      if (!link.success) throw linkInvalid()
      const expiresAt = now() + deviceLinkTtlMs
      await storage.set(
        keys.approval(link.data.email, link.data.deviceId),
        { approvedAt: now(), expiresAt },
        expiresAt,
      )
      return {
        page: {
          title: 'Device approved',
          text: 'You can close this page and go back to where you were logging in.',
        },
      }
    },

    'POST /v1/email/connect-device': async ({ request }) => {
      const { email, deviceId } = parseBody(connectBody, await readJson(request, maxBodyBytes))
      const key = keys.approval(email, deviceId)
      const approval = await read(storage, key, approvalRecord)
      if (!approval || approval.expiresAt <= now()) {
        throw new AuthError(409, 'DEVICE_NOT_APPROVED', messages.deviceNotApproved)
      }
      // The approval is single use and its link was itself under the cooldown: this code mail is
      // its consequence, not a resend, so the cooldown does not refuse it (it counts as the last
      // mail). The approved device's budget does: a refusal keeps the approval for a retry.
      const releaseCode = await budget.reserve(budgets.knownDevice(email))
      // Single use: of requests at the same moment, on any instance, one takes the approval.
      if ((await storage.take(key)) === undefined) {
        await releaseCode()
        throw new AuthError(409, 'DEVICE_NOT_APPROVED', messages.deviceNotApproved)
      }
      try {
        await mailLoginCode(email, deviceId)
      } catch (error) {
        await releaseCode()
        throw error
      }
      await cooldown.mark('login', email, deviceId)
      return { body: { action: 'VERIFY_OTP' } }
    },

    'POST /v1/email/otp': async ({ request }) => {
      const { email, deviceId, otp } = parseBody(otpBody, await readJson(request, maxBodyBytes))
      await otps.verify('login', email, otp, deviceId)
      let user = await userByEmail(email)
      let isNewUser = false
      if (!user) {
        const candidate: UserRecord = { id: randomUUID(), email, createdAt: now() }
        // The email's claim and its user together: a crash between them would leave the address
        // claimed by no user, and locked out for good.
        const created = await storage.transaction(async (records) => {
          if (!(await records.add(keys.email(email), candidate.id))) return false
          await records.set(keys.user(candidate.id), candidate)
          return true
        })
        if (created) {
          user = candidate
          isNewUser = true
        } else {
          user = await userByEmail(email)
          if (!user) throw new AuthError(500, 'INTERNAL', messages.internal)
        }
      }
      await storage.set(keys.device(user.id, deviceId), { addedAt: now() })
      const sessionToken = await sessions.create(user.id, deviceId)
      return { body: { sessionToken, user: { id: user.id, email: user.email }, isNewUser } }
    },

    'GET /v1/me': async ({ request }) => {
      const { user } = await sessions.authenticate(request.headers.authorization)
      return { body: { user: { id: user.id, email: user.email } } }
    },

    'POST /v1/signout': async ({ request }) => {
      const { tokenHash } = await sessions.authenticate(request.headers.authorization)
      await sessions.revoke(tokenHash)
      return { body: { signedOut: true } }
    },

    /** "Sign out everywhere": every session of the user, this one too. */
    'POST /v1/signout/all': async ({ request }) => {
      const { user, tokenHash } = await sessions.authenticate(request.headers.authorization)
      await sessions.revokeAll(user.id)
      await sessions.revoke(tokenHash)
      return { body: { signedOut: true } }
    },

    'PUT /v1/shares/auth': async ({ request, origin }) => {
      origins.requireFrame(origin)
      const current = await sessions.authenticate(request.headers.authorization)
      const { user } = current
      const { share, version } = parseBody(shareBody, await readJson(request, maxBodyBytes))
      await storage.transaction(async (records) => {
        // A write to the user's lock row holds it to the commit: writes of one user's share, on
        // any instance, check and store one at a time (a higher version is never overwritten).
        await records.increment(keys.shareLock(user.id), Number.MAX_SAFE_INTEGER)
        const stored = await read(records, keys.share(user.id), shareRecord)
        if (stored && version <= stored.version) {
          throw new AuthError(
            409,
            'STALE_SHARE_VERSION',
            messages.staleShareVersion(stored.version),
          )
        }
        await records.set(keys.share(user.id), { share, version, updatedAt: now() })
        // A replaced share is a new split (a recovery, an email change): the sessions from before
        // it end, but the one that made it.
        if (stored) await createSessions(records, now, sessionTtlMs).revokeOthers(current)
      })
      return { body: { version } }
    },

    'GET /v1/shares/auth': async ({ request, origin }) => {
      origins.requireFrame(origin)
      const { user } = await sessions.authenticate(request.headers.authorization)
      const stored = await read(storage, keys.share(user.id), shareRecord)
      if (!stored) throw new AuthError(404, 'NO_SHARE', messages.noShare)
      return { body: { share: stored.share, version: stored.version } }
    },

    'POST /v1/email/update': async ({ request }) => {
      const { user } = await sessions.authenticate(request.headers.authorization)
      const { newEmail } = parseBody(updateEmailBody, await readJson(request, maxBodyBytes))
      if (newEmail === user.email) throw new AuthError(400, 'SAME_EMAIL', messages.sameEmail)
      // Whether `newEmail` is taken is not told here, nor at the next step (L1): only its owner
      // learns it, by mail; the change is refused when it would claim the address.
      const release = await reserveMail(budgets.updateFrom(user.id), 'update', user.email)
      try {
        const expiresAt = now() + EMAIL_UPDATE_TTL_MS
        await storage.set(
          keys.emailUpdate(user.id),
          { newEmail, step: 'primary', expiresAt },
          expiresAt,
        )
        const code = await otps.issue('update-primary', user.id)
        await send({ to: user.email, ...mailTexts.updatePrimary(code, newEmail, otpTtlMs) })
      } catch (error) {
        await release()
        throw error
      }
      return { body: { action: 'VERIFY_PRIMARY_OTP' } }
    },

    'POST /v1/email/update/primary': async ({ request }) => {
      const { user } = await sessions.authenticate(request.headers.authorization)
      const { otp } = parseBody(updateOtpBody, await readJson(request, maxBodyBytes))
      const pending = await read(storage, keys.emailUpdate(user.id), emailUpdateRecord)
      if (!pending || pending.expiresAt <= now() || pending.step !== 'primary') {
        throw new AuthError(409, 'NO_EMAIL_UPDATE', messages.noEmailUpdate)
      }
      const releaseCode = await budget.reserve(budgets.updateTo(pending.newEmail))
      try {
        await otps.verify('update-primary', user.id, otp)
      } catch (error) {
        await releaseCode()
        throw error
      }
      await storage.set(
        keys.emailUpdate(user.id),
        { ...pending, step: 'secondary' },
        pending.expiresAt,
      )
      // The same steps whether the address is taken or not (a code is issued either way, so
      // guesses meet the same answers); only the mail differs, and only its owner reads it.
      const code = await otps.issue('update-secondary', user.id)
      const owner = await storage.get(keys.email(pending.newEmail))
      await send({
        to: pending.newEmail,
        ...(owner === undefined
          ? mailTexts.updateSecondary(code, otpTtlMs)
          : mailTexts.updateInUse()),
      })
      return { body: { action: 'VERIFY_SECONDARY_OTP' } }
    },

    'POST /v1/email/update/secondary': async ({ request }) => {
      const current = await sessions.authenticate(request.headers.authorization)
      const { user } = current
      const { otp } = parseBody(updateOtpBody, await readJson(request, maxBodyBytes))
      const pending = await read(storage, keys.emailUpdate(user.id), emailUpdateRecord)
      if (!pending || pending.expiresAt <= now() || pending.step !== 'secondary') {
        throw new AuthError(409, 'NO_EMAIL_UPDATE', messages.noEmailUpdate)
      }
      await otps.verify('update-secondary', user.id, otp)
      // Every record of the change in one transaction: a crash leaves the old email or the new,
      // never both claimed nor a user whose email another holds, nor old sessions alive.
      const changed = await storage.transaction(async (records) => {
        await records.delete(keys.emailUpdate(user.id))
        if (!(await records.add(keys.email(pending.newEmail), user.id))) return false
        await records.set(keys.user(user.id), { ...user, email: pending.newEmail })
        await records.delete(keys.email(user.email))
        // Sessions from before the change end, but the one that made it.
        await createSessions(records, now, sessionTtlMs).revokeOthers(current)
        return true
      })
      if (!changed) {
        await storage.delete(keys.emailUpdate(user.id))
        throw new AuthError(409, 'EMAIL_IN_USE', messages.emailInUse)
      }
      return { body: { newEmail: pending.newEmail } }
    },
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = request.method ?? 'GET'
    const originHeader = request.headers.origin
    const isPage = url.pathname === DEVICE_APPROVAL_PATH
    let cors: Record<string, string> = {}
    try {
      const origin = isPage ? undefined : origins.check(originHeader)
      cors = origins.corsHeaders(origin)
      if (method === 'OPTIONS') {
        if (!origin) throw new AuthError(403, 'ORIGIN_NOT_ALLOWED', messages.originNotAllowed)
        response.writeHead(204, { ...cors, ...PREFLIGHT_HEADERS }).end()
        return 204
      }
      await rateLimiter?.hit(clientAddress(request, hops))
      const route = routes[`${method} ${url.pathname}`]
      if (!route) {
        const known = Object.keys(routes).some((key) => key.endsWith(` ${url.pathname}`))
        throw known
          ? new AuthError(405, 'METHOD_NOT_ALLOWED', messages.methodNotAllowed)
          : new AuthError(404, 'NOT_FOUND', messages.notFound)
      }
      const result = await route({ request, url, origin })
      if ('page' in result) {
        sendHtml(response, result.status ?? 200, result.page)
        return result.status ?? 200
      }
      sendJson(response, result.status ?? 200, result.body, cors)
      return result.status ?? 200
    } catch (caught) {
      const error =
        caught instanceof AuthError ? caught : new AuthError(500, 'INTERNAL', messages.internal)
      if (!(caught instanceof AuthError)) {
        logger?.error(`${method} ${url.pathname} failed: ${(caught as Error)?.message}`)
      }
      if (isPage) {
        sendHtml(response, error.status, { title: 'Link not valid', text: error.message })
      } else {
        sendJson(
          response,
          error.status,
          { error: { code: error.code, message: error.message } },
          {
            ...cors,
            ...error.headers,
          },
        )
      }
      return error.status
    }
  }

  const server = createServer((request, response) => {
    const started = performance.now()
    handle(request, response).then((status) => {
      // Path only: the device link's token is in the query (and the form's body) and must not
      // reach a log.
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      logger?.info(
        `${request.method} ${path} ${status} ${Math.round(performance.now() - started)}ms`,
      )
    })
  })
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const host = options.host ?? '127.0.0.1'
  server.listen(options.port ?? 0, host)
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  const url = `http://${urlHost}:${port}`
  publicUrl ??= url

  let stopping: Promise<void> | undefined
  return {
    url,
    port,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
        mailer.close()
      }).then(() => sqlStore?.close())
      return stopping
    },
  }
}
