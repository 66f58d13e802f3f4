import { launchChromium } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  type ServedExample,
  serveExample,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedContext, reportRequests } from './guardedContext'
import { defaultUi } from './models'

// Nothing leaves without the user (issue 35): every request the page makes goes through a route
// that lets through only the origins a test allows, and records every other one (refused).

describe('with the default options (no app endpoints set)', () => {
  let served: ServedExample
  let browser: Browser
  let context: BrowserContext | undefined

  beforeAll(async () => {
    // The default-UI example with no demo config: its options name no endpoint, so Latch has its
    // hosted defaults, which the page must not call before the visitor does something.
    ;[served, browser] = await Promise.all([
      serveExample({ root: exampleRoot('react-default'), port: 0, headScript: '' }),
      launchChromium(),
    ])
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await served?.close()
  })

  it('a page that shows the Connect button asks no third party before the first action, then does', async () => {
    const page = served.url
    const guarded = await guardedContext(browser, (origin) => origin === new URL(page).origin)
    context = guarded.context
    const tab = await context.newPage()
    // The page's own clock: two minutes pass in a moment, so anything deferred (idle work, timers,
    // retries) happens before the check.
    await tab.clock.install()
    await tab.goto(page, { timeout: 90_000 })
    await tab.getByRole('button', { name: 'Connect wallet' }).waitFor()
    // Work deferred by deferred work (set-up on idle, then the remote config on idle…): the
    // page's clock runs in steps, real time between them for what they start.
    for (let step = 0; step < 6; step++) {
      await tab.clock.runFor(20_000)
      await tab.waitForLoadState('networkidle')
    }
    reportRequests('before the first action', guarded.seen, guarded.refused)
    expect(guarded.refused).toEqual([])

    // The first action: the deferred work (origin check, remote config) starts, and is refused.
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    const deferred = ['/projects/v1/origins', '/appkit/v1/config']
    const asked = () => new Set(guarded.refused.map((url) => new URL(url).pathname))
    for (let step = 0; step < 20 && !deferred.every((path) => asked().has(path)); step++) {
      await tab.clock.runFor(2_000)
      await tab.waitForLoadState('networkidle')
    }
    reportRequests('after the first action', guarded.seen, guarded.refused)
    expect([...asked()]).toEqual(expect.arrayContaining(deferred))
  })
})

describe('the local journey with only the configured services reachable', () => {
  let demo: Demo
  let browser: Browser
  let page: Page
  let guarded: Awaited<ReturnType<typeof guardedContext>>

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot('react-default'), port: 0 }),
      launchChromium(),
    ])
    // The page and the services its options name, by origin: nothing else, not even another
    // port on this machine.
    const { endpoints, chains, solana } = demo.config
    const services = [
      demo.url,
      ...Object.values(endpoints).filter((url): url is string => typeof url === 'string'),
      ...chains.map((chain) => chain.rpcUrl),
      solana.rpcUrl,
      solana.wsUrl,
    ]
    const origins = new Set(
      services.map((url) => new URL(url.replace(/^ws(s?):/, 'http$1:')).origin),
    )
    guarded = await guardedContext(browser, (origin) => origins.has(origin))
    page = await guarded.context.newPage()
    await page.goto(demo.url, { timeout: 90_000 })
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    reportRequests('the local journey', guarded?.seen ?? new Set(), guarded?.refused ?? [])
    await browser?.close()
    await demo?.stop()
  })

  it('connects, signs and sends with every other request refused, and asks for none', async () => {
    const chain = demo.stack.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
    expect(guarded.refused, 'before the first action').toEqual([])

    await defaultUi.openWallets(page)
    await defaultUi.pickTestWallet(page)
    await expect.poll(() => defaultUi.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)

    await page.getByRole('button', { name: /Sign/ }).click()
    const signature = page
      .getByRole('status', { name: 'Signature' })
      .or(page.getByLabel('Signature'))
    await expect.poll(() => signature.textContent()).toMatch(/^0x[0-9a-f]{130}$/)

    const recipient = demo.config.recipient
    const before = await client.getBalance({ address: recipient })
    await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
    const output = page.getByLabel('Transaction')
    await expect.poll(() => output.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    await client.waitForTransactionReceipt({ hash: (await output.textContent()) as `0x${string}` })
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))

    expect(guarded.refused).toEqual([])
  })
})
