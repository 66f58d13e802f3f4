import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { exampleRoot, type ServedExample, startRemoteDemo } from '@latch-examples/demo-support'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npm start -- --remote`: the example against the real public services. Here the machine has no
// network: the requests the page makes are caught (and refused) where they leave it, which shows
// where a visitor's page would go, with which project id.
describe('the demo against the real services (--remote)', () => {
  let page: ServedExample
  let browser: Browser
  const projectId = 'b56e18d47c72ab683b10814fe9495694'

  beforeAll(async () => {
    ;[page, browser] = await Promise.all([
      startRemoteDemo({ root: exampleRoot('react-default'), port: 0, projectId }),
      launchChromium(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await page?.close()
  })

  it("asks the real Provider API with the app's project id, and nothing on this machine", async () => {
    const { context, blocked } = await newLoopbackContext(browser)
    const tab = await context.newPage()
    const requested: URL[] = []
    tab.on('request', (request) => requested.push(new URL(request.url())))
    tab.on('websocket', (socket) => {
      const url = new URL(socket.url())
      // Vite's own client socket (its dev server serves the page) is not the app's.
      if (!url.searchParams.has('token')) requested.push(url)
    })
    await tab.goto(page.url)
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await expect
      .poll(() => blocked.filter((url) => url.startsWith('https://api.web3modal.org/')))
      .toContainEqual(expect.stringContaining('/getWallets?'))
    const wallets = new URL(
      blocked.find((url) => url.startsWith('https://api.web3modal.org/getWallets?')) as string,
    )
    expect(wallets.searchParams.get('projectId')).toBe(projectId)
    // On this machine, only the page itself: no local service is assumed.
    const pageOrigin = new URL(page.url).origin
    const local = requested.filter(
      (url) => ['127.0.0.1', 'localhost'].includes(url.hostname) && url.origin !== pageOrigin,
    )
    expect(local.map(String)).toEqual([])
  })

  it('refuses a project id that cannot be one', async () => {
    await expect(
      startRemoteDemo({ root: exampleRoot('react-default'), port: 0, projectId: 'x y' }),
    ).rejects.toThrow(/--project-id/)
  })
})
