import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackUrl, launchChromium, newLoopbackContext, OFFLINE_ARGS } from './chromium'

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

  it('aborts HTTP requests to anywhere but the allowed hosts', async () => {
    const { context, blocked } = await newLoopbackContext(browser)
    try {
      const page = await context.newPage()
      const failed = await page.evaluate(() =>
        fetch('http://127.0.0.2:9/config').then(
          () => false,
          () => true,
        ),
      )
      expect(failed).toBe(true)
      expect(blocked).toEqual(['http://127.0.0.2:9/config'])
    } finally {
      await context.close()
    }
  })

  it('knows which URLs stay on this machine', () => {
    expect(isLoopbackUrl('http://127.0.0.1:5173/')).toBe(true)
    expect(isLoopbackUrl('ws://localhost:1/')).toBe(true)
    expect(isLoopbackUrl('https://rpc.example.com/')).toBe(false)
    expect(isLoopbackUrl('not a url')).toBe(false)
  })
})

describe('OFFLINE_ARGS', () => {
  it('no remote name resolves (the lookup never leaves Chromium); this machine still answers', async () => {
    const server = createServer((_, response) => response.end('local')).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const offline = await launchChromium({ args: OFFLINE_ARGS })
    try {
      const page = await offline.newPage()
      const { port } = server.address() as AddressInfo
      await page.goto(`http://127.0.0.1:${port}/`)
      const answers = await page.evaluate(async () => {
        const read = (url: string) =>
          fetch(url).then(
            (response) => response.text(),
            (error: Error) => error.name,
          )
        return [await read('/'), await read('https://api.example.com/config')]
      })
      expect(answers).toEqual(['local', 'TypeError'])
    } finally {
      await offline.close()
      server.close()
    }
  })
})
