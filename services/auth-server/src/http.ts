import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'
import { AuthError, messages } from './errors'

/** Every JSON body is at most this large unless `maxBodyBytes` says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024

/** Reads a JSON body: 415 for another content type, 413 past `limit`, 400 for bad JSON. */
export async function readJson(request: IncomingMessage, limit: number): Promise<unknown> {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    request.resume()
    throw new AuthError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType)
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
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new AuthError(400, 'INVALID_JSON', messages.invalidJson)
  }
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
        : `Expected ${issue.expected}, received ${kindOf(issue.input)}`
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

export function sendHtml(
  response: ServerResponse,
  status: number,
  title: string,
  text: string,
): void {
  const escapeHtml = (value: string) =>
    value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-frame-options': 'DENY',
  })
  response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>
`)
}
