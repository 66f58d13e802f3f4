import { once } from 'node:events'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout } from 'node:timers/promises'
import { type WebSocket, WebSocketServer } from 'ws'

export interface RpcPorts {
  /** The HTTP port; WebSockets are served on it and on the next one. */
  port: number
  /** Closes both ports and every connection; resolves once the ports are free. Idempotent. */
  stop(): Promise<void>
}

export interface ListenRpcPortsOptions {
  /** 0 lets the OS choose, among ports whose next one is free too. */
  port: number
  request: RequestListener
  webSocket: (socket: WebSocket) => void
}

// How long stop() waits for calls a client sent as it was stopping (see there).
const STOP_QUIET_MS = 20
// How long calls under way at stop(), and WebSocket close handshakes, may take before their
// sockets are cut.
const STOP_GRACE_MS = 200

// How often a chosen port whose neighbour was taken is given back before giving up.
const PORT_PAIR_ATTEMPTS = 20

/**
 * Listens on 127.0.0.1 at `port` and `port + 1`, as `solana-test-validator` does (8899 and 8900):
 * web3.js `Connection` finds its WebSocket at the RPC port plus one unless told otherwise. Both
 * ports answer HTTP and WebSocket alike, so a client given either URL for either use works.
 *
 * @example
 * const ports = await listenRpcPorts({ port: 0, request, webSocket: subscriptions.accept })
 * // http://127.0.0.1:${ports.port}, ws://127.0.0.1:${ports.port + 1}
 * await ports.stop()
 */
export async function listenRpcPorts(options: ListenRpcPortsOptions): Promise<RpcPorts> {
  const webSockets = new WebSocketServer({ noServer: true })
  webSockets.on('connection', options.webSocket)
  const makeServer = () => {
    const server = createServer(options.request)
    server.on('upgrade', (request, socket, head) =>
      webSockets.handleUpgrade(request, socket, head, (webSocket) =>
        webSockets.emit('connection', webSocket, request),
      ),
    )
    return server
  }

  for (let attempt = 1; ; attempt += 1) {
    const http = await listen(makeServer(), options.port)
    const port = (http.address() as AddressInfo).port
    const ws = await listen(makeServer(), port + 1).catch(async (error: unknown) => {
      await close(http)
      const retry = options.port === 0 && attempt < PORT_PAIR_ATTEMPTS
      if (!retry) throw error
      return undefined
    })
    if (!ws) continue
    let stopping: Promise<void> | undefined
    return {
      port,
      stop() {
        stopping ??= (async () => {
          // Code 1000, a normal close: a client that sees its socket drop otherwise reconnects,
          // and web3.js's does so every second, forever.
          const socketsClosed = [...webSockets.clients].map(
            (client) =>
              new Promise<void>((resolve) => {
                client.once('close', () => resolve())
                client.close(1000, 'validator stopped')
              }),
          )
          // web3.js checks a signature's status over HTTP as it confirms, without awaiting the
          // answer; a test that stops right after confirming would see that call fail as an
          // unhandled rejection. A moment lets such a call arrive and be answered.
          await setTimeout(STOP_QUIET_MS)
          const servers = [http, ws]
          const serversClosed = Promise.all(servers.map(close))
          // Idle connections close now; a call being answered gets its answer first.
          for (const server of servers) server.closeIdleConnections()
          const force = globalThis.setTimeout(() => {
            for (const client of webSockets.clients) client.terminate()
            for (const server of servers) server.closeAllConnections()
          }, STOP_GRACE_MS)
          await Promise.all([serversClosed, ...socketsClosed])
          clearTimeout(force)
          webSockets.close()
        })()
        return stopping
      },
    }
  }
}

async function listen(server: Server, port: number): Promise<Server> {
  // A port past the last one fails like a taken one, so the caller tries another pair.
  if (port > 65_535) throw Object.assign(new Error('no port after 65535'), { code: 'EADDRINUSE' })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  return server
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}
