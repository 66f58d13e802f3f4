import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestLatch } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siwx } from '../plugin'
import type { SiwxSession } from '../state'

// The app's server is a real HTTP server on 127.0.0.1 that answers `GET /v1/sessions/{address}`
// with whatever the test puts in `sessions`: a server the page cannot trust to send what it keeps.

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: Server
let base: string
let sessions: unknown[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    const found = pathname === `/v1/sessions/${ADDRESS}`
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
    response.end(found ? JSON.stringify({ sessions }) : '{}')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await once(server, 'close')
})

const session = (caipNetworkId: string): SiwxSession => ({
  pci: 'session-1',
  data: {
    accountAddress: ADDRESS,
    caipNetworkId,
    domain: 'app.example',
    uri: 'https://app.example',
    nonce: 'abcdefgh1234',
    issuedAt: '2026-01-01T00:00:00.000Z',
  },
  message: 'app.example wants you to sign in',
  signature: '0x1234',
})

const getSessions = () =>
  createTestLatch({
    endpoints: { data: base },
    plugins: [siwx({ domain: 'app.example' })],
  }).dispatch({ type: 'siwx.getSessions', address: ADDRESS })

describe("the default server's sessions", () => {
  it('are taken as the server sends them when the page could store them', async () => {
    sessions = [session('eip155:31337')]
    await expect(getSessions()).resolves.toEqual(sessions)
  })

  it("are checked with the page's storage schema: a network that is not CAIP-2 is refused", async () => {
    // Taken, it would be dropped from storage on the next load, silently.
    sessions = [session('not a network')]
    await expect(getSessions()).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
      details: expect.stringContaining('caipNetworkId'),
    })
  })
})
