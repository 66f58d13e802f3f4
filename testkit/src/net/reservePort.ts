import { once } from 'node:events'
import { type AddressInfo, createServer, type Server } from 'node:net'

export interface ReservedPort {
  port: number
  /**
   * The bound socket: hand it to the service's `listen(server)` (Node takes the socket over), so
   * no other process can take the port between choosing it and serving on it.
   */
  server: Server
  /**
   * Frees the port when no service took the socket. Not after one did: the socket is the
   * service's then, and it closes it when it stops.
   */
  release(): Promise<void>
}

/**
 * A port on 127.0.0.1 held until a service takes it, for a service whose origin others must know
 * before it starts (the frame site, which the auth server must allow). Choosing a free port and
 * listening on it later would race every other process binding ports meanwhile.
 *
 * @example
 * const reserved = await reservePort()
 * const auth = await startAuthServer({ frameOrigins: [`http://127.0.0.1:${reserved.port}`], … })
 * const site = await startFrameSite({ listenOn: reserved.server, authUrl: auth.url, … })
 */
export async function reservePort(): Promise<ReservedPort> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  let released: Promise<void> | undefined
  return {
    port,
    server,
    release() {
      released ??= new Promise<void>((resolve) => server.close(() => resolve()))
      return released
    },
  }
}
