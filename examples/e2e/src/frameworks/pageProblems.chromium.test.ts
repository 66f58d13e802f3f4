import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@latch/testkit/chromium'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isHydrationProblem, watchProblems } from './pageProblems'

// The check's eyes, on a real React production build in Chromium: a page whose server HTML says
// one thing and whose hydrating render another is seen; one that agrees is not.

/** React 19's production build, hydrating a button that reads "Connect wallet". */
const hydrateConnectButton = `
  import { createElement } from 'react'
  import { hydrateRoot } from 'react-dom/client'
  hydrateRoot(document.getElementById('root'), createElement('button', null, 'Connect wallet'))
`

let server: Server
let url: string
let browser: Browser
beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: hydrateConnectButton,
      // The SSR example's React (19.2+): the e2e package depends on it.
      resolveDir: fileURLToPath(new URL('../../../ssr/', import.meta.url)),
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]?.text ?? ''
  server = createServer((request, response) => {
    if (request.url === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      return response.end(script)
    }
    // What the server rendered: the page's query says which button text.
    const text = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('server') ?? ''
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="root"><button>${text}</button></div><script src="/app.js"></script></body></html>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('watchProblems', () => {
  it("sees React's hydration error when the server's HTML differs from the page's render", async () => {
    const page = await browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${url}?server=${encodeURIComponent('0xf39F…2266, account')}`)
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
    await page.waitForLoadState('networkidle')
    const seen = problems.take()
    expect(seen.filter(isHydrationProblem)).not.toEqual([])
    await page.close()
  })

  it('sees nothing when they agree', async () => {
    const page = await browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${url}?server=${encodeURIComponent('Connect wallet')}`)
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(problems.take()).toEqual([])
    await page.close()
  })
})
