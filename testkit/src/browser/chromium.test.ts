import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { chromium, type Browser as PlaywrightBrowser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_PATH, isLoopbackUrl, launchChromium, newLoopbackContext } from './chromium'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

describe('newLoopbackContext', () => {
  // 127.0.0.2 is on this machine (nothing leaves it) but is not one of the allowed page hosts, so
  // it stands for "the network": a refused request shows the block, a refused connection would not.
  it('refuses WebSockets to anywhere but the allowed hosts, and records them', async () => {
    const { context, blocked } = await newLoopbackContext(browser)
    try {
      const page = await context.newPage()
      const code = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const socket = new WebSocket('ws://127.0.0.2:9/relay')
            socket.onclose = (event) => resolve(event.code)
          }),
      )
      expect(code).toBe(1008)
      expect(blocked).toEqual(['ws://127.0.0.2:9/relay'])
    } finally {
      await context.close()
    }
  })

  it("lets no remote request through, records it, and serves the page's own files as a visitor's browser does (its cache)", async () => {
    let fileReads = 0
    const server = await listen('127.0.0.1', (request, response) => {
      if (request.url === '/file') fileReads++
      response.setHeader('Cache-Control', 'max-age=3600')
      response.end('local')
    })
    const { context, blocked } = await newLoopbackContext(browser)
    try {
      const page = await context.newPage()
      await page.goto(server.url)
      const answers = await page.evaluate(async () => {
        const read = (url: string) =>
          fetch(url).then(
            (response) => response.text(),
            (error: Error) => error.name,
          )
        return [
          await read('/file'),
          await read('/file'),
          await read('https://api.example.com/config'),
        ]
      })
      expect(answers).toEqual(['local', 'local', 'TypeError'])
      // Intercepted requests skip the HTTP cache: the second read would reach the server.
      expect(fileReads).toBe(1)
      expect(blocked).toEqual(['https://api.example.com/config'])
    } finally {
      await context.close()
      server.close()
    }
  })

  it('refuses remote requests by interception in a browser it did not launch (no offline flags)', async () => {
    // 127.0.0.2 is on this machine but not one of the page hosts: it stands for the network.
    const network = await listen('127.0.0.2', (_, response) => response.end('reached'))
    const other: PlaywrightBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH })
    try {
      const { context, blocked } = await newLoopbackContext(other)
      const page = await context.newPage()
      const answer = await page.evaluate(
        (url) =>
          fetch(url).then(
            (response) => response.text(),
            (error: Error) => error.name,
          ),
        `${network.url}config`,
      )
      expect(answer).toBe('TypeError')
      expect(blocked).toEqual([`${network.url}config`])
    } finally {
      await other.close()
      network.close()
    }
  })

  it('knows which URLs stay on this machine', () => {
    expect(isLoopbackUrl('http://127.0.0.1:5173/')).toBe(true)
    expect(isLoopbackUrl('ws://localhost:1/')).toBe(true)
    expect(isLoopbackUrl('https://rpc.example.com/')).toBe(false)
    expect(isLoopbackUrl('not a url')).toBe(false)
  })
})

/** An HTTP server on `host`, its URL (ending in /). */
async function listen(host: string, handle: Parameters<typeof createServer>[1] & {}) {
  const server = createServer(handle).listen(0, host)
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { url: `http://${host}:${port}/`, close: () => server.close() }
}
