import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface RpcGateway {
  /** Base URL: the chain RPC is `{url}/v1/?chainId={chainId}&projectId={projectId}` (spec §7). */
  url: string
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 5 * 1024 * 1024

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
  const server: Server = createServer(async (request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    }
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
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      response.writeHead(upstream.status, { 'content-type': 'application/json', ...cors })
      response.end(Buffer.from(await upstream.arrayBuffer()))
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
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
      return stopped
    },
  }
}
