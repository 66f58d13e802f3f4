import { formatBalance } from '@latch/core'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customUi, defaultUi, type ExampleModel } from './models'
import { testWallet } from './testWallet'

const models: ExampleModel[] = [defaultUi, customUi]

describe.each(models)('the journey in $example', (model) => {
  let demo: Demo
  let browser: Browser
  let page: Page
  const chain = () => demo.stack.chains[0] as Demo['stack']['chains'][number]
  const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const owner = () => demo.stack.accounts[0]?.address as `0x${string}`

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot(model.example), port: 0 }),
      launchChromium(),
    ])
    page = await (await newLoopbackContext(browser)).context.newPage()
    await page.goto(demo.url)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it("a rejected connection shows 'Connection rejected' and can be retried", async () => {
    await model.openWallets(page)
    await testWallet.rejectNext(page)
    await model.pickTestWallet(page)
    await expect.poll(() => page.getByText('Connection rejected').count()).toBe(1)
    await page.getByRole('button', { name: /try again|retry/i }).click()
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
  })

  it('shows the address and the balance read from the local chain', async () => {
    const balance = formatBalance(await client().getBalance({ address: owner() }), 18)
    // UIs may group digits for reading ("9,999.998"): compare the digits.
    await expect
      .poll(() => model.shownAccount(page).then((text) => text.replaceAll(',', '')))
      .toContain(balance)
  })

  it('switches to the second chain and back; the wallet follows', async () => {
    await model.switchNetwork(page, 'Latch Local 2')
    await expect.poll(() => testWallet.chainId(page)).toBe(demo.stack.chains[1]?.chainId)
    await model.switchNetwork(page, 'Latch Local')
    await expect.poll(() => testWallet.chainId(page)).toBe(chain().chainId)
  })

  it('signs a message whose signature verifies', async () => {
    await page.getByRole('button', { name: /Sign/ }).click()
    const output = page.getByRole('status', { name: 'Signature' }).or(page.getByLabel('Signature'))
    await expect.poll(() => output.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await output.textContent()) as `0x${string}`
    expect(await verifyMessage({ address: owner(), message: 'Hello from Latch', signature })).toBe(
      true,
    )
  })

  it('sends native currency to the second account; both balances change', async () => {
    const recipient = demo.config.recipient
    const [recipientBefore, ownerBefore] = await Promise.all([
      client().getBalance({ address: recipient }),
      client().getBalance({ address: owner() }),
    ])
    await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
    const output = page.getByLabel('Transaction')
    await expect.poll(() => output.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await output.textContent()) as `0x${string}`
    await client().waitForTransactionReceipt({ hash })
    expect(await client().getBalance({ address: recipient })).toBe(
      recipientBefore + parseEther('0.01'),
    )
    expect(await client().getBalance({ address: owner() })).toBeLessThan(
      ownerBefore - parseEther('0.01') + 1n,
    )
  })

  it('stays connected across a reload', async () => {
    await page.reload()
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
  })

  it('disconnects', async () => {
    await model.disconnect(page)
    await expect.poll(() => page.getByRole('button', { name: 'Connect wallet' }).count()).toBe(1)
  })

  it('searches the 600-wallet catalogue and loads more on scroll', async () => {
    await model.openCatalogue(page)
    await expect.poll(() => model.catalogueSize(page)).toBeGreaterThan(0)
    const firstPage = await model.catalogueSize(page)
    await model.scrollCatalogue(page)
    await expect.poll(() => model.catalogueSize(page)).toBeGreaterThan(firstPage)
    const found = await model.searchWallets(page, 'rainbow')
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(10)
    for (const name of found) expect(name.toLowerCase()).toContain('rainbow')
  })
})
