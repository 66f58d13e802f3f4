import { formatBalance } from '@latch/core'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customUi, defaultUi, type ExampleModel } from './models'
import { solanaTestWallet } from './solanaTestWallet'
import { testWallet } from './testWallet'

const models: ExampleModel[] = [defaultUi, customUi]
const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/
type SolanaAccount = Demo['stack']['solana']['accounts'][number]

describe.each(models)('a second namespace, Solana, in $example', (model) => {
  let demo: Demo
  let browser: Browser
  let page: Page
  let rpc: Connection
  const validator = () => demo.stack.solana
  const account = (index: number) => validator().accounts[index] as SolanaAccount
  const owner = () => account(0)
  const recipient = () => account(1)
  const lamports = async (address: string) => BigInt(await rpc.getBalance(new PublicKey(address)))
  const tokens = async (tokenAccount: string) =>
    BigInt((await rpc.getTokenAccountBalance(new PublicKey(tokenAccount))).value.amount)
  /** What the page says is connected, under the panel of the host app: "Connected on EVM and Solana." */
  const connectedOn = (families: string) =>
    page.getByText(new RegExp(`Connected on ${families}\\.$`)).count()
  /** The host app's EVM send, by its text: a modal dialog hides the page from the a11y tree. */
  const evmSend = () => page.getByText('Send 0.01 ETH to the second account')
  /** The account the UI shows, digit groups removed ("1,000 SOL" → "1000 SOL"). */
  const shownDigits = () => model.shownAccount(page).then((text) => text.replaceAll(',', ''))

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot(model.example), port: 0 }),
      launchChromium(),
    ])
    rpc = new Connection(demo.stack.solana.rpcUrl, 'confirmed')
    page = await (await newLoopbackContext(browser)).context.newPage()
    await page.goto(demo.url)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it('connects the EVM wallet first', async () => {
    await model.openWallets(page)
    await model.pickTestWallet(page)
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
    expect(await connectedOn('EVM')).toBe(1)
  })

  it('picking the Solana network asks to switch chain family before connecting', async () => {
    const prompt = await model.askFamilySwitch(page, 'Latch Local Solana')
    expect(
      await prompt.getByRole('heading', { name: 'Switch to Latch Local Solana' }).count(),
    ).toBe(1)
    expect(await prompt.textContent()).toContain('Solana wallet')
    // Nothing switched yet: the page (behind the dialog) still offers the EVM send.
    expect(await evmSend().count()).toBe(1)
    await model.confirmFamilySwitch(page, 'Latch Local Solana')
    // Solana is active, with no account yet; the EVM wallet stays connected.
    expect(await connectedOn('EVM')).toBe(1)
    expect(await evmSend().count()).toBe(0)
  })

  it("connects the Solana wallet: a rejection shows 'Connection rejected', Try again connects", async () => {
    await solanaTestWallet.rejectNext(page, 'standard:connect')
    await model.pickTestWallet(page)
    await expect.poll(() => page.getByText('Connection rejected').count()).toBe(1)
    expect(await solanaTestWallet.pendingRejections(page)).toBe(0)
    await page.getByRole('button', { name: /try again|retry/i }).click()
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toContain(owner().publicKey.slice(0, 6))
    expect(await solanaTestWallet.connected(page)).toBe(true)
    // The EVM wallet stays connected beside it.
    expect(await connectedOn('EVM and Solana')).toBe(1)
  })

  it('shows the SOL balance read from the validator', async () => {
    const balance = formatBalance(await lamports(owner().publicKey), 9)
    await expect.poll(shownDigits).toContain(`${balance} SOL`)
  })

  it('signs a message on Solana: a base58 ed25519 signature of the account', async () => {
    await page.getByRole('button', { name: /Sign/ }).click()
    const output = page.getByLabel('Signature')
    await expect.poll(() => output.textContent()).toMatch(BASE58_SIGNATURE)
    const signature = bs58.decode((await output.textContent()) ?? '')
    const signer = bs58.decode(owner().publicKey)
    const message = new TextEncoder().encode('Hello from Latch')
    expect(ed25519.verify(signature, message, signer)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('Hello from Latch!'), signer)).toBe(
      false,
    )
  })

  it('sends 0.01 SOL to the second account; both balances change on the validator', async () => {
    const [recipientBefore, ownerBefore] = await Promise.all([
      lamports(recipient().publicKey),
      lamports(owner().publicKey),
    ])
    const section = page.getByRole('region', { name: 'Send 0.01 SOL' })
    const output = section.getByLabel('Transaction')
    const clickedAt = performance.now()
    await section.getByRole('button', { name: 'Send 0.01 SOL to the second account' }).click()
    // Timed to the frame the confirmed signature shows in: the figure the closing note quotes.
    await page.waitForFunction(
      ([element, pattern]) => new RegExp(pattern).test(element?.textContent ?? ''),
      [await output.elementHandle(), BASE58_SIGNATURE.source] as const,
      { polling: 'raf', timeout: 15_000 },
    )
    console.log(
      `${model.example}: Send 0.01 SOL, click → confirmed signature shown: ${Math.round(performance.now() - clickedAt)} ms`,
    )
    await expect.poll(() => output.textContent()).toMatch(BASE58_SIGNATURE)
    const status = await rpc.getSignatureStatus((await output.textContent()) ?? '')
    expect(status.value?.err).toBeNull()
    expect(await lamports(recipient().publicKey)).toBe(recipientBefore + 10_000_000n)
    const ownerAfter = await lamports(owner().publicKey)
    expect(ownerAfter).toBeLessThan(ownerBefore - 10_000_000n + 1n) // and the fee
    // The account's balance follows.
    await expect.poll(shownDigits).toContain(`${formatBalance(ownerAfter, 9)} SOL`)
  })

  it('sends 1 LUSD (the SPL token) to the second account; both token balances change', async () => {
    const { symbol, decimals } = validator().mint
    const unit = 10n ** BigInt(decimals)
    const [recipientBefore, ownerBefore] = await Promise.all([
      tokens(recipient().tokenAccount),
      tokens(owner().tokenAccount),
    ])
    const section = page.getByRole('region', { name: `Send 1 ${symbol}` })
    await section.getByRole('button', { name: `Send 1 ${symbol} to the second account` }).click()
    const output = section.getByLabel('Transaction')
    await expect.poll(() => output.textContent(), { timeout: 15_000 }).toMatch(BASE58_SIGNATURE)
    expect(await tokens(recipient().tokenAccount)).toBe(recipientBefore + unit)
    expect(await tokens(owner().tokenAccount)).toBe(ownerBefore - unit)
  })

  it('switches back to an EVM network without asking the EVM wallet to connect again', async () => {
    await testWallet.rejectNext(page, 'eth_requestAccounts')
    await model.switchNetwork(page, 'Latch Local')
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
    expect(await page.getByRole('dialog').count()).toBe(0)
    // The scripted refusal is still there: the wallet never asked to connect.
    expect(await testWallet.pendingRejections(page)).toBe(1)
    await testWallet.clearRejections(page)
    expect(await connectedOn('EVM and Solana')).toBe(1)
  })

  it('a reload restores both wallets: each shows again without a prompt', async () => {
    await page.reload()
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
    await expect.poll(() => connectedOn('EVM and Solana')).toBe(1)
    await solanaTestWallet.rejectNext(page, 'standard:connect')
    await model.switchNetwork(page, 'Latch Local Solana')
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toContain(owner().publicKey.slice(0, 6))
    expect(await solanaTestWallet.pendingRejections(page)).toBe(1)
    await solanaTestWallet.clearRejections(page)
  })

  it('disconnecting Solana leaves the EVM wallet connected, and the page shows it', async () => {
    await model.disconnect(page)
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
    await expect.poll(() => connectedOn('EVM')).toBe(1)
    expect(await solanaTestWallet.connected(page)).toBe(false)
    expect(await evmSend().count()).toBe(1)
  })
})
