import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { SMTPServer } from 'smtp-server'
import { loadOptional } from '../optional/loadOptional'
import { optionalParts } from '../optional/optionalParts'
import { type CaughtMail, createInbox, type MailFilter, type WaitForMailOptions } from './inbox'
import { renderInboxPage } from './inboxPage'

export interface StartMailCatcherOptions {
  /** SMTP port on 127.0.0.1; 0 (the default) takes a free one. */
  smtpPort?: number
  /** Port of the inbox page and JSON API on 127.0.0.1; 0 (the default) takes a free one. */
  httpPort?: number
  /** How many mails are kept; the oldest is dropped first. Default 500. */
  maxMessages?: number
  /** Largest mail accepted, in bytes (advertised as SMTP SIZE, refused with 552). Default 1 MiB. */
  maxMessageBytes?: number
  /** The clock `receivedAt` reads; `Date.now` by default. */
  now?: () => number
}

export interface MailCatcher {
  /** Where to send mail: plain SMTP, no TLS; any sender, recipient and credentials are accepted. */
  smtp: { host: string; port: number }
  /** `http://127.0.0.1:PORT`: the inbox page at `/`, the JSON API under `/api/messages`. */
  url: string
  /** Mails held now, newest first; `to` matches any recipient, case-insensitively. */
  messages(filter?: MailFilter): CaughtMail[]
  /**
   * The oldest mail matching the filter that no earlier wait returned: one already received, or
   * the next to arrive (resolved as it arrives, no polling). Rejects after `timeoutMs` (default
   * 5 000) with an error naming the address.
   */
  waitForMessage(options: WaitForMailOptions): Promise<CaughtMail>
  /** Empties the inbox. */
  clear(): void
  /** Closes both servers (pending waits reject); the ports are free when it resolves. Idempotent. */
  stop(): Promise<void>
}

const HOST = '127.0.0.1'
const DEFAULT_MAX_MESSAGES = 500
const DEFAULT_MAX_MESSAGE_BYTES = 1024 * 1024
/** How long `stop()` lets an SMTP client finish before cutting it. */
const SMTP_CLOSE_MS = 1_000

/** An SMTP error reply: smtp-server sends `responseCode` and the message to the client. */
const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code })

/**
 * A local mail server for tests and the local stack: real SMTP (`smtp-server`) on 127.0.0.1 that
 * accepts every mail, parses it (`mailparser`) and keeps it in a bounded inbox, plus a small HTTP
 * server with an inbox page a person can read and a JSON API.
 *
 * @example
 * const mail = await startMailCatcher()
 * // point the code under test at mail.smtp ({ host, port }), then:
 * const otpMail = await mail.waitForMessage({ to: 'ada@example.com', timeoutMs: 5_000 })
 * const code = otpMail.text.match(/\b\d{6}\b/)?.[0]
 * await mail.stop()
 */
export async function startMailCatcher(
  options: StartMailCatcherOptions = {},
): Promise<MailCatcher> {
  const now = options.now ?? Date.now
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES
  const inbox = createInbox(options.maxMessages ?? DEFAULT_MAX_MESSAGES)
  // Optional peers of the testkit: only whoever catches mail installs them.
  const [{ SMTPServer }, { simpleParser }] = await loadOptional(optionalParts.mailCatcher, () =>
    Promise.all([import('smtp-server'), import('mailparser')]),
  )

  const smtp = new SMTPServer({
    // No TLS and any credentials: a local catcher, not a relay. Without STARTTLS on offer,
    // nodemailer and others send in plain text instead of failing on a self-signed certificate.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    size: maxMessageBytes,
    logger: false,
    banner: 'Latch local mail catcher',
    closeTimeout: SMTP_CLOSE_MS,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= maxMessageBytes) chunks.push(chunk)
      })
      stream.on('error', callback)
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxMessageBytes) {
          callback(smtpError(552, `Message exceeds the ${maxMessageBytes}-byte limit`))
          return
        }
        const raw = Buffer.concat(chunks)
        simpleParser(raw).then(
          (parsed) => {
            const envelopeFrom = session.envelope.mailFrom
            const headerFrom = parsed.from?.value[0]?.address
            inbox.add({
              from: (headerFrom || (envelopeFrom ? envelopeFrom.address : '')).toLowerCase(),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: (parsed.text ?? '').trimEnd(),
              ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
              receivedAt: now(),
              size: raw.length,
            })
            callback()
          },
          () => callback(smtpError(554, 'The message could not be parsed')),
        )
      })
    },
  })
  smtp.on('error', () => {
    // A client that drops mid-session surfaces here; the catcher keeps serving.
  })

  const http = createServer((request, response) => {
    handleHttp(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 500, errorBody('INTERNAL', 'Internal error'))
      else response.end()
    })
  })
  const sockets = new Set<Socket>()
  http.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  async function handleHttp(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = request.method ?? 'GET'
    if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      })
      response.end(method === 'HEAD' ? undefined : renderInboxPage(inbox.list()))
      return
    }
    if (url.pathname === '/api/messages') {
      if (method === 'GET') {
        const to = url.searchParams.get('to')
        sendJson(response, 200, { messages: inbox.list(to ? { to } : {}) })
        return
      }
      if (method === 'DELETE') {
        inbox.clear()
        response.writeHead(204).end()
        return
      }
      sendJson(response, 405, errorBody('METHOD_NOT_ALLOWED', 'Use GET or DELETE'), {
        allow: 'GET, DELETE',
      })
      return
    }
    const single = url.pathname.match(/^\/api\/messages\/([^/]+)$/)
    if (single && method === 'GET') {
      const mail = inbox.get(decodeURIComponent(single[1] as string))
      if (mail) sendJson(response, 200, mail)
      else sendJson(response, 404, errorBody('NOT_FOUND', 'No such message'))
      return
    }
    sendJson(response, 404, errorBody('NOT_FOUND', 'Not found'))
  }

  try {
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject)
      smtp.listen(options.smtpPort ?? 0, HOST, () => {
        smtp.server.off('error', reject)
        resolve()
      })
    })
    http.listen(options.httpPort ?? 0, HOST)
    await once(http, 'listening')
  } catch (error) {
    await closeSmtp(smtp)
    if (http.listening) await new Promise((resolve) => http.close(resolve))
    throw error
  }

  const smtpPort = (smtp.server.address() as AddressInfo).port
  const httpPort = (http.address() as AddressInfo).port
  let stopping: Promise<void> | undefined

  return {
    smtp: { host: HOST, port: smtpPort },
    url: `http://${HOST}:${httpPort}`,
    messages: (filter) => inbox.list(filter),
    waitForMessage: (waitOptions) => inbox.waitFor(waitOptions),
    clear: () => inbox.clear(),
    stop() {
      stopping ??= (async () => {
        inbox.close(new Error('The mail catcher stopped'))
        const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()))
        for (const socket of sockets) socket.destroy()
        await Promise.all([httpClosed, closeSmtp(smtp)])
      })()
      return stopping
    },
  }
}

function closeSmtp(smtp: SMTPServer): Promise<void> {
  if (!smtp.server.listening) return Promise.resolve()
  return new Promise((resolve) => smtp.close(() => resolve()))
}

const errorBody = (code: string, message: string) => ({ error: { code, message } })

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (!response.headersSent) {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
  }
  response.end(JSON.stringify(body))
}
