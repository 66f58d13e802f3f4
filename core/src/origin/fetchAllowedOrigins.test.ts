import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createIdlePage } from '@latch/testkit'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryLogger } from '../log/logger'
import type { LatchState } from '../state/types'
import { fetchAllowedOrigins } from './fetchAllowedOrigins'

// A real HTTP server on 127.0.0.1 answering GET /projects/v1/origins as told.
let server: Server
let apiUrl: string
let answer: { status: number; body: string; headers?: Record<string, string> }
let lastRequest: IncomingMessage | undefined
/** Every path asked, in order (other clients of this file may still be asking for theirs). */
const paths: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request
    paths.push(new URL(request.url ?? '', 'http://x').pathname)
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
    response.end(answer.body)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await once(server, 'close')
})
beforeEach(() => {
  answer = { status: 200, body: JSON.stringify({ allowedOrigins: ['https://shop.example.com'] }) }
})

const identity = { projectId: 'p1', sdkType: 'appkit', sdkVersion: '1.7.10' }
const fetchOrigins = () => fetchAllowedOrigins({ ...identity, apiUrl, fetch })

describe('fetchAllowedOrigins', () => {
  it('reads the allow list, sending projectId, st and sv', async () => {
    await expect(fetchOrigins()).resolves.toEqual(['https://shop.example.com'])
    const url = new URL(lastRequest?.url ?? '', apiUrl)
    expect(url.pathname).toBe('/projects/v1/origins')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: '1.7.10',
    })
  })

  it('maps HTTP 429 to RATE_LIMITED', async () => {
    answer = { status: 429, body: '{}', headers: { 'retry-after': '7' } }
    await expect(fetchOrigins()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Rate Limited',
      data: { retryAfter: '7' },
    })
  })

  it.each([500, 502, 503, 599])('maps HTTP %i to SERVER_ERROR', async (status) => {
    answer = { status, body: '' }
    await expect(fetchOrigins()).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      message: 'Server Error',
    })
  })

  it.each([
    ['HTTP 403', { status: 403, body: '{}' }],
    ['HTTP 404', { status: 404, body: 'not found' }],
    ['a malformed body', { status: 200, body: '{"allowedOrigins": "everything"}' }],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
  ])('gives an empty list for %s', async (_, next) => {
    answer = next
    await expect(fetchOrigins()).resolves.toEqual([])
  })

  it('gives an empty list when the server cannot be reached', async () => {
    await expect(
      fetchAllowedOrigins({ ...identity, apiUrl: 'http://127.0.0.1:9', fetch }),
    ).resolves.toEqual([])
  })
})

describe('the page origin check of createLatch', () => {
  const start = (origin: string) => {
    const logger = createMemoryLogger()
    const latch = createLatch({
      projectId: 'p1',
      endpoints: { api: apiUrl },
      window: { location: { origin } },
      logger,
    })
    const settled = new Promise<LatchState['origin']>((resolve) => {
      latch.subscribe(
        (s) => s.origin,
        (origin) => {
          if (origin.status !== 'checking') resolve(origin)
        },
      )
    })
    return { latch, logger, settled }
  }

  it('allows an origin from the project list', async () => {
    const { latch, settled } = start('https://shop.example.com')
    expect(latch.getState().origin.status).toBe('checking')
    await expect(settled).resolves.toEqual({
      status: 'allowed',
      origin: 'https://shop.example.com',
    })
  })

  it('allows a default origin (localhost, any port)', async () => {
    await expect(start('http://localhost:5173').settled).resolves.toMatchObject({
      status: 'allowed',
    })
  })

  it("raises 'Invalid App Configuration' for an origin not allowed", async () => {
    const { latch, logger, settled } = start('https://evil.example.net')
    const errors: string[] = []
    latch.on('error', ({ error }) => errors.push(error.message))
    await expect(settled).resolves.toMatchObject({
      status: 'denied',
      error: { code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration' },
    })
    expect(errors).toEqual(['Invalid App Configuration'])
    expect(logger.entries.some((e) => e.message.includes('Invalid App Configuration'))).toBe(true)
  })

  it('in a page, checks once the page is idle; a client destroyed before never asks', async () => {
    const idle = createIdlePage('https://shop.example.com')
    const asked = () => paths.filter((path) => path === '/projects/v1/origins').length
    const before = asked()
    const latch = createLatch({ projectId: 'p1', endpoints: { api: apiUrl }, window: idle.window })
    expect(latch.getState().origin.status).toBe('checking')
    expect(idle.pending()).toBeGreaterThan(0)
    latch.destroy()
    idle.becomeIdle()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked()).toBe(before)

    const again = createIdlePage('https://shop.example.com')
    const checked = createLatch({
      projectId: 'p1',
      endpoints: { api: apiUrl },
      window: again.window,
    })
    again.becomeIdle()
    await vi.waitFor(() => expect(checked.getState().origin.status).toBe('allowed'))
    checked.destroy()
  })

  it('reports a rate-limited check without blocking the app', async () => {
    answer = { status: 429, body: '' }
    await expect(start('https://evil.example.net').settled).resolves.toMatchObject({
      status: 'unverified',
      error: { code: 'RATE_LIMITED' },
    })
  })
})
