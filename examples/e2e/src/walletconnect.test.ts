import { createRelayTestWallet, type RelayTestWallet } from '@latch/testkit'
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
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  copyLinkButton,
  copyWalletConnectLink,
  customUi,
  defaultUi,
  type ExampleModel,
} from './models'

const models: ExampleModel[] = [defaultUi, customUi]
/** Short enough to see the link renewed in a test: expired with ≤ 10 s left, so renewed at 10 s. */
const PAIRING_EXPIRY_MS = 20_000
const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/
const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/
const MESSAGE = 'Hello from Latch'

// WalletConnect end to end: the example's page is the dapp (the plugin's SDK in Chromium), the
// wallet is the relay test wallet in Node (dev account 3 on both chains), the local stack's relay
// between them; then once the test phone wallet page, in a second tab, as a visitor would. Sends
// and chain switches go through the one session; at the end, what the page contacted in all.
describe.each(models)('WalletConnect in $example', (model) => {
  let demo: Demo
  let browser: Browser
  let context: BrowserContext
  let blocked: string[]
  let page: Page
  let wallet: RelayTestWallet
  const evmAccount = () => demo.stack.accounts[3]?.address as `0x${string}`
  const solanaAccount = () => demo.stack.solana.accounts[3]?.publicKey as string
  /** What the page says is connected: "Connected on EVM and Solana." */
  const connectedOn = (families: string) =>
    page.getByText(new RegExp(`Connected on ${families}\\.$`)).count()
  const signature = () => page.getByLabel('Signature')
  /** A local EVM chain (0: Latch Local, 1: Latch Local 2) and a client reading it. */
  const chain = (index: number) => demo.stack.chains[index] as Demo['stack']['chains'][number]
  const chainClient = (index: number) =>
    createPublicClient({ transport: http(chain(index).rpcUrl) })
  const caip2 = (index: number) => `eip155:${chain(index).chainId}`
  /** What the page reached, from its first load on: request and WebSocket URLs, child frames. */
  const contacted = { requests: [] as string[], sockets: [] as string[], frames: [] as Frame[] }

  /**
   * Sends with one of the host app's send buttons ("Send 0.01 ETH"); resolves with the transaction
   * id the page shows once the wallet answered (a new one: the output keeps the previous send's).
   */
  async function send(title: string, id: RegExp): Promise<string> {
    const section = page.getByRole('region', { name: title })
    const output = section.getByLabel('Transaction')
    const previous = await output.textContent()
    await section.getByRole('button', { name: `${title} to the second account` }).click()
    await expect
      .poll(() => output.textContent(), { timeout: 30_000 })
      .toSatisfy((shown: string | null) => shown !== previous && id.test(shown ?? ''))
    return (await output.textContent()) as string
  }

  /** Opens the picker, chooses WalletConnect, copies the link; timed from the click. */
  async function startPairing(): Promise<string> {
    await model.openWallets(page)
    await model.pickWalletConnect(page)
    return copyWalletConnectLink(page)
  }

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({
        root: exampleRoot(model.example),
        port: 0,
        walletConnect: { pairingExpiryMs: PAIRING_EXPIRY_MS },
      }),
      launchChromium(),
    ])
    const accountKey = demo.stack.accounts[3]?.privateKey
    const solanaKey = demo.stack.solana.accounts[3]?.secretKey
    if (!accountKey || !solanaKey) throw new Error('the local stack has a dev account 3')
    wallet = await createRelayTestWallet({
      relayUrl: demo.stack.relay.url,
      evm: { privateKeys: [accountKey], chains: demo.stack.chains },
      solana: {
        secretKeys: [solanaKey],
        chains: [{ chainId: demo.stack.solana.chainId, rpcUrl: demo.stack.solana.rpcUrl }],
      },
    })
    ;({ context, blocked } = await newLoopbackContext(browser))
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(demo.url).origin,
    })
    page = await context.newPage()
    page.on('request', (request) => contacted.requests.push(request.url()))
    page.on('websocket', (socket) => contacted.sockets.push(socket.url()))
    page.on('frameattached', (frame) => contacted.frames.push(frame))
    await page.goto(demo.url)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    console.log(`${model.example}: requests refused off this machine: ${blocked?.length ?? 0}`)
    await wallet?.close()
    await browser?.close()
    await demo?.stop()
  })

  it('pairs through the copied link: one approval connects an EVM and a Solana account', async () => {
    const clickedAt = performance.now()
    const uri = await startPairing()
    const linkMs = performance.now() - clickedAt
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const pairedAt = performance.now()
    await wallet.pair(uri)
    await wallet.approve()
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toMatch(new RegExp(evmAccount().slice(0, 6), 'i'))
    console.log(
      `${model.example}: WalletConnect click → link copied ${Math.round(linkMs)} ms; pair + approve → account shown ${Math.round(performance.now() - pairedAt)} ms`,
    )
    await expect.poll(() => connectedOn('EVM and Solana')).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('signs a message on EVM through the wallet: the signature verifies', async () => {
    await page.getByRole('button', { name: /Sign/ }).click()
    await expect
      .poll(() => signature().textContent(), { timeout: 15_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
    const signed = (await signature().textContent()) as `0x${string}`
    expect(
      await verifyMessage({ address: evmAccount(), message: MESSAGE, signature: signed }),
    ).toBe(true)
    expect(wallet.requests().at(-1)).toMatchObject({ method: 'personal_sign', outcome: 'approved' })
  })

  it('sends 0.01 ETH through the wallet: the transaction lands on Latch Local', async () => {
    const recipient = demo.config.recipient
    const before = await chainClient(0).getBalance({ address: recipient })
    const hash = (await send('Send 0.01 ETH', TRANSACTION_HASH)) as `0x${string}`
    expect(wallet.requests().at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      chainId: caip2(0),
      outcome: 'approved',
      result: hash,
    })
    const receipt = await chainClient(0).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(evmAccount().toLowerCase())
    expect(await chainClient(0).getBalance({ address: recipient })).toBe(
      before + parseEther('0.01'),
    )
  })

  it('switches to Latch Local 2 in the page: the session grants it, the next send lands there', async () => {
    await model.switchNetwork(page, 'Latch Local 2')
    await expect.poll(() => model.shownNetwork(page)).toBe('Latch Local 2')
    const recipient = demo.config.recipient
    const before = await chainClient(1).getBalance({ address: recipient })
    const hash = (await send('Send 0.01 ETH', TRANSACTION_HASH)) as `0x${string}`
    // The request names the chain: the wallet sends on Latch Local 2's node.
    expect(wallet.requests().at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      chainId: caip2(1),
      outcome: 'approved',
      result: hash,
    })
    const receipt = await chainClient(1).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(evmAccount().toLowerCase())
    expect(await chainClient(1).getBalance({ address: recipient })).toBe(
      before + parseEther('0.01'),
    )
  })

  it('the wallet switches back to Latch Local: the page follows, and its next request is there', async () => {
    const seen = wallet.requests().length
    await wallet.emitChainChanged(caip2(0))
    await expect.poll(() => model.shownNetwork(page), { timeout: 15_000 }).toBe('Latch Local')
    await page.getByRole('button', { name: /Sign/ }).click()
    await expect
      .poll(() => wallet.requests().slice(seen), { timeout: 15_000 })
      .toMatchObject([{ method: 'personal_sign', chainId: caip2(0), outcome: 'approved' }])
  })

  it('switches to Latch Local Solana without asking: the Solana account of the session shows', async () => {
    await model.switchNetwork(page, 'Latch Local Solana')
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toContain(solanaAccount().slice(0, 4))
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await connectedOn('EVM and Solana')).toBe(1)
  })

  it('signs a message on Solana: an ed25519 signature of the session account', async () => {
    await page.getByRole('button', { name: /Sign/ }).click()
    await expect
      .poll(() => signature().textContent(), { timeout: 15_000 })
      .toMatch(BASE58_SIGNATURE)
    const signed = bs58.decode((await signature().textContent()) ?? '')
    const signer = bs58.decode(solanaAccount())
    expect(ed25519.verify(signed, new TextEncoder().encode(MESSAGE), signer)).toBe(true)
    expect(wallet.requests().at(-1)).toMatchObject({
      method: 'solana_signMessage',
      outcome: 'approved',
    })
  })

  it('sends 0.01 SOL through the wallet: it signs, the transfer lands on the validator', async () => {
    const rpc = new Connection(demo.stack.solana.rpcUrl, 'confirmed')
    const lamports = async (address: string) => BigInt(await rpc.getBalance(new PublicKey(address)))
    const recipient = demo.config.solana.recipient
    const [recipientBefore, ownerBefore] = await Promise.all([
      lamports(recipient),
      lamports(solanaAccount()),
    ])
    const signed = await send('Send 0.01 SOL', BASE58_SIGNATURE)
    // The wallet signs; the page sends the signed transaction to the validator.
    expect(wallet.requests().at(-1)).toMatchObject({
      method: 'solana_signTransaction',
      chainId: demo.stack.solana.chainId,
      outcome: 'approved',
      result: { signature: signed },
    })
    expect((await rpc.getSignatureStatus(signed)).value?.err).toBeNull()
    expect(await lamports(recipient)).toBe(recipientBefore + 10_000_000n)
    expect(await lamports(solanaAccount())).toBeLessThan(ownerBefore - 10_000_000n + 1n) // and the fee
  })

  it('a reload restores the session on both namespaces, with no new pairing', async () => {
    const sessions = wallet.sessions().length
    await page.reload()
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toContain(solanaAccount().slice(0, 4))
    await expect.poll(() => connectedOn('EVM and Solana')).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(wallet.sessions()).toHaveLength(sessions)
    // The restored session still signs.
    await page.getByRole('button', { name: /Sign/ }).click()
    await expect
      .poll(() => signature().textContent(), { timeout: 15_000 })
      .toMatch(BASE58_SIGNATURE)
  })

  it('the wallet disconnecting ends both namespaces on the page', async () => {
    await wallet.disconnect()
    await expect
      .poll(() => page.getByRole('button', { name: 'Connect wallet' }).count(), { timeout: 15_000 })
      .toBe(1)
    expect(await page.getByText(/Connected on/).count()).toBe(0)
    // Back on EVM for the next pairing.
    await model.switchNetwork(page, 'Latch Local')
  })

  it("a rejected proposal shows 'Connection rejected'; Try again offers a new link that pairs", async () => {
    const first = await startPairing()
    await wallet.pair(first)
    await wallet.reject()
    await expect.poll(() => page.getByText('Connection rejected').count()).toBe(1)
    await page.getByRole('button', { name: /try again|retry/i }).click()
    await copyLinkButton(page).waitFor({ timeout: 15_000 })
    const second = await copyWalletConnectLink(page, first)
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await wallet.approve()
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toMatch(new RegExp(evmAccount().slice(0, 6), 'i'))
    // Disconnecting in the page drops the active namespace only; the session lives on for Solana…
    await model.disconnect(page)
    await expect.poll(() => connectedOn('Solana'), { timeout: 15_000 }).toBe(1)
    expect(wallet.sessions()).toHaveLength(1)
    // …and ends, on the wallet's side too, with the last one.
    await model.disconnect(page)
    await expect
      .poll(() => page.getByRole('button', { name: 'Connect wallet' }).count(), { timeout: 15_000 })
      .toBe(1)
    await expect.poll(() => wallet.sessions().length).toBe(0)
    await model.switchNetwork(page, 'Latch Local')
  })

  it('renews the link by itself before it expires (20 s pairings: a new one at 10 s)', async () => {
    const first = await startPairing()
    const shownAt = performance.now()
    const second = await copyWalletConnectLink(page, first)
    const renewedMs = performance.now() - shownAt
    console.log(`${model.example}: link renewed after ${Math.round(renewedMs)} ms`)
    expect(renewedMs).toBeGreaterThan(8_000)
    expect(renewedMs).toBeLessThan(PAIRING_EXPIRY_MS)
    // The renewed link pairs.
    await wallet.pair(second)
    await wallet.approve()
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toMatch(new RegExp(evmAccount().slice(0, 6), 'i'))
    await wallet.disconnect()
    await expect
      .poll(() => page.getByRole('button', { name: 'Connect wallet' }).count(), { timeout: 15_000 })
      .toBe(1)
  }, 40_000)

  it('the test phone wallet page, in a second tab: paste the link, Approve, connected', async () => {
    const phoneUrl = demo.stack.phoneWallet?.url
    if (!phoneUrl) throw new Error('startDemo starts the test phone wallet')
    const uri = await startPairing()
    const phone = await context.newPage()
    await phone.goto(phoneUrl)
    await phone.getByRole('textbox', { name: 'WalletConnect link' }).fill(uri)
    await phone.getByRole('button', { name: 'Pair' }).click()
    await phone.getByRole('button', { name: 'Approve' }).click({ timeout: 15_000 })
    // The phone wallet holds dev account 2.
    const phoneAccount = demo.stack.accounts[2]?.address as string
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toMatch(new RegExp(phoneAccount.slice(0, 6), 'i'))
    await expect.poll(() => connectedOn('EVM and Solana')).toBe(1)
    await phone.getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => page.getByRole('button', { name: 'Connect wallet' }).count(), { timeout: 15_000 })
      .toBe(1)
    await phone.close()
  }, 40_000)

  it('contacted nothing but the local stack: no request off the machine, only the relay socket, no frame', async () => {
    const hostOf = (url: string) => new URL(url).host
    const { endpoints, chains, relay, solana } = demo.stack
    const origin = hostOf(demo.url)
    // The page's origin, the API and RPC endpoints, and the networks' nodes (the example's
    // networks name the local chains' and validator's RPC URLs).
    const services = new Set([
      origin,
      ...Object.values(endpoints).map(hostOf),
      ...chains.map((each) => hostOf(each.rpcUrl)),
      hostOf(solana.rpcUrl),
    ])
    expect(blocked).toEqual([])
    const requests = contacted.requests.filter((url) => /^https?:/.test(url))
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.filter((url) => !services.has(hostOf(url)))).toEqual([])
    // Every WebSocket is the relay's, but the dev server's hot reload and the validator's (web3.js
    // confirms a Solana send over it).
    const sockets = contacted.sockets
      .map(hostOf)
      .filter((host) => host !== origin && host !== hostOf(solana.wsUrl))
    expect(new Set(sockets)).toEqual(new Set([hostOf(relay.url)]))
    // No frame ever (the SDK's verify iframe, to verify.walletconnect.org, would be one).
    expect(contacted.frames.map((frame) => frame.url())).toEqual([])
    expect(page.frames()).toHaveLength(1)
  })
})
