import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'

/** An error that becomes an HTTP answer. The body carries `reasons` like the real services do. */
export class HttpError extends Error {
  readonly status: number
  readonly reasons: { description: string }[]

  constructor(status: number, message: string, reasons: string[] = [message]) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.reasons = reasons.map((description) => ({ description }))
  }
}

export interface ErrorBody {
  error: string
  reasons: { description: string }[]
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

export function sendError(response: ServerResponse, error: HttpError): void {
  const body: ErrorBody = { error: error.message, reasons: error.reasons }
  sendJson(response, error.status, body)
}

export function sendBytes(
  response: ServerResponse,
  contentType: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): void {
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': bytes.byteLength,
    ...headers,
  })
  response.end(bytes)
}

/** Request bodies above this size are refused: nothing the widget sends comes close. */
const maxBodyBytes = 1_000_000

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.byteLength
    if (size > maxBodyBytes) throw new HttpError(413, 'Request body too large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request)
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
  }
}

/** Parses input with a zod schema; failures become a 400 listing every issue. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const reasons = result.error.issues.map((issue) => {
    const path = issue.path.join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new HttpError(400, `Invalid ${what}`, reasons)
}

/** Query parameters as a plain record (the last value wins for repeated keys). */
export function queryRecord(searchParams: URLSearchParams): Record<string, string> {
  return Object.fromEntries(searchParams.entries())
}
