import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'

/**
 * A port free now on 127.0.0.1, for a service whose origin others must know before it starts (the
 * frame site, which the auth server must allow). Another process could take it meanwhile: start
 * the service right after.
 */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
