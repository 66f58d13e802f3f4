import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testWallet } from './testWallet'

// The wagmi example in Chromium: a wagmi 3 app whose own hooks connect through Latch's modal
// (@latch/wagmi), and ethers v6 on Latch's provider, on the local chain.
describe('the wagmi example', () => {
  let demo: Demo
  let browser: Browser
  let page: Page
  const owner = () => demo.stack.accounts[0]?.address as `0x${string}`
  const output = (name: string) => page.getByLabel(name, { exact: true })

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot('wagmi'), port: 0 }),
      launchChromium(),
    ])
    page = await (await newLoopbackContext(browser)).context.newPage()
    await page.goto(demo.url)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it("wagmi's connect opens Latch's modal; the wallet picked there is wagmi's account", async () => {
    await page.getByRole('button', { name: 'Connect with wagmi (Latch)' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Latch Test Wallet Installed' })
      .click()
    await expect.poll(() => output('wagmi status').textContent()).toBe('connected')
    expect(await output('wagmi address').textContent()).toBe(owner())
    expect(await output('wagmi chain').textContent()).toBe(String(demo.stack.chains[0]?.chainId))
    // Latch's own button shows the same account.
    await expect.poll(() => page.getByRole('button', { name: /, account$/ }).count()).toBe(1)
  })

  it("wagmi's useSignMessage and useSendTransaction go through the connection", async () => {
    await page.getByRole('button', { name: 'Sign with wagmi' }).click()
    await expect.poll(() => output('wagmi signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await output('wagmi signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: owner(), message: 'Hello from wagmi', signature })).toBe(
      true,
    )

    await page.getByRole('button', { name: 'Send 0.001 with wagmi' }).click()
    await expect.poll(() => output('wagmi transaction').textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await output('wagmi transaction').textContent()) as `0x${string}`
    const chain = createPublicClient({ transport: http(demo.stack.chains[0]?.rpcUrl) })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  it('ethers v6 signs through the same provider', async () => {
    await page.getByRole('button', { name: 'Sign with ethers' }).click()
    await expect.poll(() => output('ethers signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await output('ethers signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: owner(), message: 'Hello from ethers', signature })).toBe(
      true,
    )
  })

  it("wagmi's switchChain moves the wallet and Latch's network button", async () => {
    const second = demo.stack.chains[1]?.chainId as number
    await page.getByRole('button', { name: 'wagmi: switch to Latch Local 2' }).click()
    await expect.poll(() => output('wagmi chain').textContent()).toBe(String(second))
    await expect.poll(() => testWallet.chainId(page)).toBe(second)
    await expect
      .poll(() =>
        page.getByRole('button', { name: /, change network$/ }).getAttribute('aria-label'),
      )
      .toMatch(/Latch Local 2/)
  })

  it("wagmi's disconnect disconnects Latch", async () => {
    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect.poll(() => output('wagmi status').textContent()).toBe('disconnected')
    await expect.poll(() => page.getByRole('button', { name: 'Connect wallet' }).count()).toBe(1)
  })
})
