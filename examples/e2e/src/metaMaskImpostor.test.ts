import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { testWalletInitScript } from '@latch/testkit/init-script'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyLinkButton, defaultUi } from './models'

/** Where the impostor remembers whether it granted the site (written after every request). */
const RABBY_RECORD = 'rabby-test-wallet'

describe('a wallet passing for MetaMask (isMetaMask, window.ethereum), in the default UI', () => {
  let demo: Demo
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot('react-default'), port: 0 }),
      launchChromium(),
    ])
    const { context } = await newLoopbackContext(browser)
    // Rabby as it installs itself: window.ethereum flagged isMetaMask, announced as Rabby.
    await context.addInitScript({
      content: await testWalletInitScript({
        evm: {
          accounts: [demo.stack.accounts[1]?.privateKey as `0x${string}`],
          chains: demo.stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
          isMetaMask: true,
          windowEthereum: true,
          info: { name: 'Rabby Wallet', rdns: 'io.rabby' },
          persistAs: RABBY_RECORD,
        },
      }),
    })
    page = await context.newPage()
    await page.goto(demo.url)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it('lists Rabby by its name; the MetaMask entry opens MetaMask (its QR), never Rabby', async () => {
    await defaultUi.openWallets(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Rabby Wallet Installed' }).waitFor()
    expect(
      await page.evaluate(
        () => (window as { ethereum?: { isMetaMask?: boolean } }).ethereum?.isMetaMask,
      ),
    ).toBe(true)
    // MetaMask is not installed: its entry is the catalogue's, and the only one named so.
    const metaMask = dialog.getByRole('button', { name: /^MetaMask/ })
    await metaMask.waitFor({ timeout: 15_000 })
    expect(await metaMask.count()).toBe(1)
    expect(await metaMask.textContent()).not.toContain('Installed')

    await metaMask.click()
    await copyLinkButton(page).waitFor({ timeout: 30_000 })
    // Rabby was asked what every installed wallet is asked on load (eth_accounts), never to
    // connect: it would have granted the site at once.
    const rabby = await page.evaluate((key) => localStorage.getItem(key), RABBY_RECORD)
    expect(JSON.parse(rabby ?? '{}')).toMatchObject({ authorized: false })
    expect(await page.getByRole('button', { name: /, account$/ }).count()).toBe(0)
  }, 120_000)
})
