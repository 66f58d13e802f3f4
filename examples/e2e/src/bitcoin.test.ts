import { verifyBitcoinMessage } from '@latch/bip122/verify'
import { createRelayBitcoinAccounts, createRelayTestWallet } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeFindingsLightAndDark, exposeLatch } from './embeddedWalletPage'
import { copyWalletConnectLink, defaultUi as model } from './models'

// Bitcoin (issue 37) in react-default's default UI, end to end in Chromium: the local regtest chain
// (bcoin behind its Esplora API), the Bitcoin test wallet installed by the page's first script as
// an extension would be, the bip122 plugin. EVM connects first; Bitcoin is a second namespace.
// Then, in a second tab, a relay-protocol wallet whose one approval carries EVM and Bitcoin.

const TXID = /^[0-9a-f]{64}$/
const SENT_SATS = 10_000_000 // 0.1 BTC

/** An address's balance in sats on the chain (confirmed and in the mempool), from Esplora. */
async function balanceOf(esploraUrl: string, address: string): Promise<bigint> {
  const stats = (await (await fetch(`${esploraUrl}/address/${address}`)).json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >
  const sum = (s: { funded_txo_sum: number; spent_txo_sum: number }) =>
    BigInt(s.funded_txo_sum - s.spent_txo_sum)
  return sum(stats.chain_stats) + sum(stats.mempool_stats)
}

/** A transaction's block height, or undefined while it waits in the mempool. */
async function confirmedAt(esploraUrl: string, txid: string): Promise<number | undefined> {
  const status = (await (await fetch(`${esploraUrl}/tx/${txid}/status`)).json()) as {
    confirmed: boolean
    block_height?: number
  }
  return status.confirmed ? status.block_height : undefined
}

describe('Bitcoin (bip122) in react-default', () => {
  let demo: Demo
  let browser: Browser
  let page: Page
  const chain = () => {
    const bitcoin = demo.stack.bitcoin
    if (!bitcoin || !demo.config.bitcoin) throw new Error('the demo runs no Bitcoin chain')
    return { ...bitcoin, recipient: demo.config.bitcoin.recipient }
  }
  /** The page's client, for what a person's clicks cannot reach (the connected address). */
  const activeAddress = () =>
    page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: the page's client, see exposeLatch
      () => (window as any).__latch.getState().accounts.bip122?.address as string | undefined,
    )

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot(model.example), port: 0, bitcoin: {} }),
      launchChromium(),
    ])
    page = await (await newLoopbackContext(browser)).context.newPage()
    await page.goto(demo.url)
    await exposeLatch(page)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it('connects the EVM wallet, then switching to Latch Local Bitcoin asks to switch chain family', async () => {
    await model.openWallets(page)
    await model.pickTestWallet(page)
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
    const prompt = await model.askFamilySwitch(page, 'Latch Local Bitcoin')
    expect(await prompt.textContent()).toContain('Bitcoin wallet')
    expect(await axeFindingsLightAndDark(page)).toEqual([])
    await model.confirmFamilySwitch(page, 'Latch Local Bitcoin')
  })

  it('connects the Bitcoin test wallet: its payment account, with its balance in BTC', async () => {
    const connect = page.getByRole('dialog', { name: 'Connect wallet' })
    await connect.getByRole('button', { name: /^Latch Bitcoin Test Wallet/ }).click()
    await expect.poll(() => activeAddress(), { timeout: 15_000 }).toMatch(/^bcrt1q/)
    const address = (await activeAddress()) ?? ''
    // 1 BTC funded by the demo; the account button names the address and the balance.
    expect(await balanceOf(chain().url, address)).toBe(100_000_000n)
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/^1 BTC /)
    expect(await page.getByText('Connected on EVM and Bitcoin.').count()).toBe(1)
  })

  it('signs a message with BIP-322, which verifies for the payment address', async () => {
    await page.getByRole('button', { name: 'Sign “Hello from Latch”' }).click()
    const output = page.getByRole('status', { name: 'Signature' }).or(page.getByLabel('Signature'))
    await expect
      .poll(() => output.textContent(), { timeout: 15_000 })
      .toMatch(/^[A-Za-z0-9+/=]{40,}$/)
    const signature = (await output.textContent()) ?? ''
    const address = (await activeAddress()) ?? ''
    expect(verifyBitcoinMessage(address, 'Hello from Latch', signature)).toBe(true)
    expect(verifyBitcoinMessage(address, 'Hello from Latch!', signature)).toBe(false)
  })

  it('sends 0.1 BTC to a second address: both balances after a block, the new one shown', async () => {
    const { url, recipient } = chain()
    const address = (await activeAddress()) ?? ''
    const before = await balanceOf(url, address)
    await page.getByRole('button', { name: 'Send 0.1 BTC to the second account' }).click()
    const output = page.getByLabel('Transaction')
    await expect.poll(() => output.textContent(), { timeout: 30_000 }).toMatch(TXID)
    const txid = (await output.textContent()) ?? ''
    expect(await confirmedAt(url, txid)).toBeUndefined()
    const [block] = await chain().mine(1)
    expect(block).toBeDefined()
    await expect.poll(() => confirmedAt(url, txid)).toBe(chain().height())
    expect(await balanceOf(url, recipient)).toBe(BigInt(SENT_SATS))
    const after = await balanceOf(url, address)
    const fee = before - after - BigInt(SENT_SATS)
    // A fee was paid, at the chain's floor rate: a one-input, two-output P2WPKH spend is ~141 vB.
    expect(fee).toBeGreaterThan(100n)
    expect(fee).toBeLessThan(1_000n)
    // The page shows the balance left, 0.8999… BTC, cut to the UI's 3 decimals.
    await expect.poll(() => model.shownAccount(page)).toMatch(/^0\.899 BTC /)
  })

  it("refuses the ordinals account as the active one, with the spec's message", async () => {
    const ordinals = page.getByRole('button', { name: /^Use the ordinal account/ })
    await ordinals.click()
    await expect
      .poll(() => page.getByLabel('Account switch').textContent())
      .toBe('Switching to non-payment accounts is not allowed for bip122')
    expect(await activeAddress()).toMatch(/^bcrt1q/)
    expect(await axeFindingsLightAndDark(page)).toEqual([])
  })

  it('over WalletConnect, in a second tab: one approval connects EVM and Bitcoin, and the BIP-322 signature over the relay verifies', async () => {
    const { context } = await newLoopbackContext(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(demo.url).origin,
    })
    const tab = await context.newPage()
    await tab.goto(demo.url)
    await exposeLatch(tab)
    const bitcoin = createRelayBitcoinAccounts({
      paymentSecretKey: secp256k1.utils.randomSecretKey(),
      ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
      esploraUrl: chain().url,
    })
    const evmKey = demo.stack.accounts[4]?.privateKey
    if (!evmKey) throw new Error('the local stack has a dev account 4')
    const wallet = await createRelayTestWallet({
      relayUrl: demo.stack.relay.url,
      evm: { privateKeys: [evmKey], chains: demo.stack.chains },
      bitcoin,
    })
    try {
      await model.openWallets(tab)
      await model.pickWalletConnect(tab)
      await wallet.pair(await copyWalletConnectLink(tab))
      await wallet.approve()
      await expect
        .poll(() => tab.getByText('Connected on EVM and Bitcoin.').count(), { timeout: 15_000 })
        .toBe(1)
      const [payment] = bitcoin.addresses
      // Connected on Bitcoin already: the switch asks nothing more.
      await model.switchNetwork(tab, 'Latch Local Bitcoin')
      await tab.getByRole('button', { name: 'Sign “Hello from Latch”' }).click()
      const output = tab.getByLabel('Signature')
      await expect
        .poll(() => output.textContent(), { timeout: 15_000 })
        .toMatch(/^[A-Za-z0-9+/=]{40,}$/)
      expect(
        verifyBitcoinMessage(payment ?? '', 'Hello from Latch', (await output.textContent()) ?? ''),
      ).toBe(true)
      expect(wallet.requests().at(-1)).toMatchObject({ method: 'signMessage', outcome: 'approved' })
    } finally {
      await wallet.close()
      await context.close()
    }
  }, 60_000)
})
