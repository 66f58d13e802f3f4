import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { rpcErrorCode } from '../rpc/jsonRpcError'
import type { JsonRpcResponse } from '../rpc/rpcHandler'

const MAX_BODY_BYTES = 5 * 1024 * 1024

// Open, as on public RPC nodes: a demo page in the browser calls the validator directly.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

/**
 * The HTTP side of a Solana RPC node: `POST /` with one JSON-RPC call or a batch, `GET /health`.
 *
 * @example
 * createServer(createHttpRpcListener((call) => answerCall(call, context, solanaRpcMethods)))
 */
export function createHttpRpcListener(answer: (call: unknown) => JsonRpcResponse): RequestListener {
  return async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain', ...cors }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST', ...cors }).end()
      return
    }
    let body: string | undefined
    try {
      body = await readBody(request)
    } catch {
      // The client went away mid-request: nobody is left to answer.
      response.destroy()
      return
    }
    if (body === undefined) {
      response.writeHead(413, cors).end()
      return
    }
    sendJson(response, answerBody(body, answer))
  }
}

function answerBody(body: string, answer: (call: unknown) => JsonRpcResponse) {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return failure(rpcErrorCode.parseError, 'Parse error')
  }
  if (!Array.isArray(parsed)) return answer(parsed)
  if (parsed.length === 0) return failure(rpcErrorCode.invalidRequest, 'Invalid request')
  return parsed.map(answer)
}

const failure = (code: number, message: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id: null,
  error: { code, message },
})

/** The request body as text, or `undefined` when it is larger than any RPC call may be. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function sendJson(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json', ...cors })
  response.end(JSON.stringify(body))
}
