import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { createFaults, type Fault, type Faults, type FaultTimes } from '../api/faults'

/**
 * A fault of the RPC gateway: those of the local API server (`Fault`), plus one only a proxy can
 * show: the request reaches the chain and is executed there, but the answer never comes back. It is
 * what makes a client retry a transaction the node already has.
 */
export type RpcFault =
  | Fault
  | { kind: 'timeout-after-forward'; times?: FaultTimes }
  /** Any HTTP status (403, 408, 413…), answered with an error body. */
  | { kind: 'http-status'; status: number; times?: FaultTimes }

/**
 * Faults of the gateway. A target is a CAIP chain id (`'eip155:31337'`) to fail every call to that
 * chain, a JSON-RPC method (`'eth_sendRawTransaction'`), or a RegExp tested against the method.
 * A batch is failed as a whole when any of its calls matches.
 */
export type RpcFaults = Faults<RpcFault>

/** One HTTP request the gateway received, as a test counts attempts. */
export interface RpcGatewayRequest {
  chainId: number
  /** The JSON-RPC methods of the body; several for a batch. */
  methods: string[]
  /** The fault applied to it, if any. */
  fault?: RpcFault['kind']
}

export interface RpcGateway {
  /** Base URL: the chain RPC is `{url}/v1/?chainId={chainId}&projectId={projectId}` (spec §7). */
  url: string
  /** Failure modes on demand, per chain or method. */
  faults: RpcFaults
  /** Every request to a served chain since start (or the last `clearRequests`), oldest first. */
  requests(): readonly RpcGatewayRequest[]
  clearRequests(): void
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 5 * 1024 * 1024

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  // Browsers only let a page read Retry-After when CORS exposes it.
  'access-control-expose-headers': 'retry-after',
}

/**
 * The chain RPC gateway of spec §7, locally: `POST /v1/?chainId=…&projectId=…` is forwarded to the
 * local node of that chain. Unknown chains answer 400, a missing projectId 401, like the hosted one.
 */
export async function startRpcGateway(
  chains: readonly { chainId: number; rpcUrl: string }[],
  port = 0,
): Promise<RpcGateway> {
  const byChainId = new Map(chains.map((chain) => [String(chain.chainId), chain.rpcUrl]))
  const sockets = new Set<Socket>()
  const faults = createFaults<RpcFault>()
  let requests: RpcGatewayRequest[] = []

  const server = createServer(async (request, response) => {
    const fail = (status: number, message: string) => {
      response.writeHead(status, { 'content-type': 'application/json', ...cors })
      response.end(JSON.stringify({ error: message }))
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      response.end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method !== 'POST' || url.pathname.replace(/\/$/, '') !== '/v1') {
      fail(404, 'Not found')
      return
    }
    if (!url.searchParams.get('projectId')) {
      fail(401, 'projectId is required')
      return
    }
    const chainId = url.searchParams.get('chainId')?.replace(/^eip155:/, '') ?? ''
    const target = byChainId.get(chainId)
    if (!target) {
      fail(400, `Unsupported chainId: ${chainId || '(none)'}`)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of request) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY_BYTES) {
        fail(413, 'Request body too large')
        return
      }
      chunks.push(chunk as Buffer)
    }
    const body = Buffer.concat(chunks)
    const methods = methodsOf(body)
    const fault = takeFault(faults, `eip155:${chainId}`, methods)
    requests.push({ chainId: Number(chainId), methods, ...(fault ? { fault: fault.kind } : {}) })
    if (fault && fault.kind !== 'timeout-after-forward') {
      applyFault(response, fault)
      return
    }
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      const answer = Buffer.from(await upstream.arrayBuffer())
      // The chain has executed the call; the caller never learns it (held until it gives up).
      if (fault) return
      response.writeHead(upstream.status, { 'content-type': 'application/json', ...cors })
      response.end(answer)
    } catch {
      fail(502, `Chain ${chainId} is not answering`)
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  const { port: boundPort } = server.address() as AddressInfo
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${boundPort}`,
    faults,
    requests: () => [...requests],
    clearRequests() {
      requests = []
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
      return stopped
    },
  }
}

/** The methods of a JSON-RPC body (one call or a batch); none when it does not parse. */
function methodsOf(body: Buffer): string[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    return calls.flatMap((call) =>
      typeof call === 'object' && call !== null && typeof call.method === 'string'
        ? [call.method]
        : [],
    )
  } catch {
    return []
  }
}

/** A chain-wide fault first, then the first method of the batch a fault is armed for. */
function takeFault(
  faults: ReturnType<typeof createFaults<RpcFault>>,
  caipChainId: string,
  methods: string[],
): RpcFault | undefined {
  for (const method of methods) {
    const fault = faults.take(caipChainId, method)
    if (fault) return fault
  }
  return methods.length === 0 ? faults.take(caipChainId, '') : undefined
}

function applyFault(
  response: ServerResponse,
  fault: Exclude<RpcFault, { kind: 'timeout-after-forward' }>,
) {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...cors, ...headers })
    response.end(JSON.stringify(body))
  }
  switch (fault.kind) {
    case 'rate-limited': {
      const retryAfter = String(fault.retryAfterSeconds ?? 1)
      json(429, { error: 'Rate Limited' }, { 'retry-after': retryAfter })
      return
    }
    case 'server-error':
      json(fault.status ?? 500, { error: 'Server Error' })
      return
    case 'http-status':
      json(fault.status, { error: `HTTP ${fault.status}` })
      return
    case 'timeout':
      // Never answered: the socket stays open until the client gives up or the gateway stops.
      return
    case 'malformed':
      response.writeHead(200, { 'content-type': 'application/json', ...cors })
      response.end('{"jsonrpc":"2.0","id":1,"result":"0x')
      return
  }
}
