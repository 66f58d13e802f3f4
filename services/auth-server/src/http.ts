import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'
import { AuthError, messages } from './errors'

/** Every JSON body is at most this large unless `maxBodyBytes` says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024

/** Reads a JSON body: 415 for another content type, 413 past `limit`, 400 for bad JSON. */
export async function readJson(request: IncomingMessage, limit: number): Promise<unknown> {
  const text = await readText(
    request,
    limit,
    /^application\/json\s*(;|$)/i,
    messages.unsupportedMediaType,
  )
  try {
    return JSON.parse(text)
  } catch {
    throw new AuthError(400, 'INVALID_JSON', messages.invalidJson)
  }
}

/** Reads an HTML form's body (`application/x-www-form-urlencoded`): 415 otherwise, 413 past `limit`. */
export async function readForm(request: IncomingMessage, limit: number): Promise<URLSearchParams> {
  return new URLSearchParams(
    await readText(
      request,
      limit,
      /^application\/x-www-form-urlencoded\s*(;|$)/i,
      messages.unsupportedFormType,
    ),
  )
}

async function readText(
  request: IncomingMessage,
  limit: number,
  type: RegExp,
  typeMessage: string,
): Promise<string> {
  if (!type.test(request.headers['content-type'] ?? '')) {
    request.resume()
    throw new AuthError(415, 'UNSUPPORTED_MEDIA_TYPE', typeMessage)
  }
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    request.resume()
    throw new AuthError(413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      request.resume()
      throw new AuthError(413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/** Parses with `schema`; the first issue becomes a 400 with the spec's wording. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body, { reportInput: true })
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.join('.') ?? ''
  let message: string = issue?.message ?? 'Invalid input'
  if (issue?.code === 'invalid_type') {
    message =
      issue.input === undefined
        ? messages.required
        : messages.expected(issue.expected, kindOf(issue.input))
  }
  throw new AuthError(400, 'INVALID_REQUEST', field ? `${field}: ${message}` : message)
}

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    ...headers,
  })
  response.end(JSON.stringify(body))
}

/** A page the server shows a person (the device link's). */
export interface HtmlPage {
  title: string
  text: string
  /** A button posting `fields` to `action` (a URL relative to the page). */
  form?: { action: string; fields: Record<string, string>; button: string }
}

/**
 * A page with no script: CSP allows inline style only, forms posting to this server only, no
 * framing (a click on its button cannot be hijacked by another page), no base URL.
 */
export function sendHtml(response: ServerResponse, status: number, page: HtmlPage): void {
  const escapeHtml = (value: string) =>
    value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'x-frame-options': 'DENY',
  })
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(
        page.form.fields,
      )
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}<button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : ''
  response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style>
</head>
<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p>${form}</main></body>
</html>
`)
}
