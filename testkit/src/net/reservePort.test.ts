import { once } from 'node:events'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { reservePort } from './reservePort'

/** What another process binding `port` gets: 'bound', or the error's code. */
const bind = (port: number) =>
  new Promise<string>((resolve) => {
    const server = createServer()
    server.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve('bound')))
  })

describe('reservePort', () => {
  it('holds the port until a service serves on it, then the service owns it', async () => {
    const reserved = await reservePort()
    // Another process choosing the same port meanwhile cannot have it.
    expect(await bind(reserved.port)).toBe('EADDRINUSE')

    const service = createHttpServer((_, response) => response.end('served'))
    service.listen(reserved.server)
    await once(service, 'listening')
    const answer = await fetch(`http://127.0.0.1:${reserved.port}/`)
    expect(await answer.text()).toBe('served')

    // Stopping the service frees the port.
    await new Promise((resolve) => service.close(resolve))
    expect(await bind(reserved.port)).toBe('bound')
  })

  it('frees the port when released unused', async () => {
    const reserved = await reservePort()
    await reserved.release()
    await reserved.release()
    expect(await bind(reserved.port)).toBe('bound')
  })
})
