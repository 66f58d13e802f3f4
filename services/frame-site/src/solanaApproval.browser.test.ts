import { type LocalStack, type ReservedPort, reservePort, startLocalStack } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { base58, base64 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameSite, startFrameSite } from './server/startFrameSite'
import { startHostPage } from './test/hostServer'

// Blind signing (issue 32, High 2), as a hostile host page tries it in Chromium: it asks the
// embedded wallet to send its whole SOL balance to an address of the host's choosing. The frame's
// own approval must name the recipient and the amount before anything is signed; what the person
// approves is what lands on the local validator.
type Browser = Awaited<ReturnType<typeof launchChromium>>
type BrowserContext = Awaited<ReturnType<typeof newLoopbackContext>>['context']
type Page = Awaited<ReturnType<BrowserContext['newPage']>>
type HostWindow = {
  latchHost: { ready: Promise<number>; request(type: string, payload?: unknown): Promise<unknown> }
  pending?: Promise<unknown>
}

const PROJECT_ID = 'solana-approval-test'
const EMAIL = 'hedy@example.com'
/** The wallet's balance: what the host's transaction takes, less the network fee. */
const FUNDED_LAMPORTS = 1_234_567_891
const FEE_LAMPORTS = 5_000
let stack: LocalStack
let site: FrameSite
let reserved: ReservedPort
let host: { origin: string; stop(): Promise<void> }
let browser: Browser
let context: BrowserContext
let page: Page
let connection: Connection
let wallet: PublicKey

beforeAll(async () => {
  host = await startHostPage()
  reserved = await reservePort()
  stack = await startLocalStack({
    auth: { frameOrigins: [`http://127.0.0.1:${reserved.port}`] },
    api: { allowedOrigins: [host.origin] },
  })
  site = await startFrameSite({
    listenOn: reserved.server,
    authUrl: stack.auth.url,
    apiUrl: stack.endpoints.api,
    rpcUrl: stack.endpoints.rpc,
    solanaRpcUrls: { [stack.solana.chainId]: stack.solana.rpcUrl },
    smtp: stack.mail.smtp,
    mailFrom: 'Latch vault <vault@latch.localhost>',
  })
  browser = await launchChromium()
  ;({ context } = await newLoopbackContext(browser))
  page = await context.newPage()
  const chainId = `eip155:${stack.chains[0]!.chainId}`
  await page.goto(
    `${host.origin}/?${new URLSearchParams({ frame: site.url, projectId: PROJECT_ID, chainId })}`,
  )
  await page.evaluate(() => (window as unknown as HostWindow).latchHost.ready)
  await request('CONNECT_EMAIL', { email: EMAIL })
  const mail = await stack.mail.waitForMessage({ to: EMAIL, timeoutMs: 15_000 })
  await request('CONNECT_OTP', { otp: /\b\d{6}\b/.exec(mail.text)?.[0] })
  const { address } = (await request('GET_USER', { chainId: stack.solana.chainId })) as {
    address: string
  }
  wallet = new PublicKey(address)
  // The wallet's whole balance comes from a dev account of the validator.
  connection = new Connection(stack.solana.rpcUrl, 'confirmed')
  const funder = Keypair.fromSecretKey(stack.solana.accounts[0]!.secretKey)
  const funding = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: funder.publicKey,
      toPubkey: wallet,
      lamports: FUNDED_LAMPORTS,
    }),
  )
  funding.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
  funding.feePayer = funder.publicKey
  funding.sign(funder)
  await connection.confirmTransaction(
    await connection.sendRawTransaction(funding.serialize()),
    'confirmed',
  )
}, 180_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await Promise.all([site ? site.stop() : reserved?.release(), stack?.stop(), host?.stop()])
}, 60_000)

const request = (type: string, payload?: unknown) =>
  page.evaluate(
    ([type, payload]) =>
      (window as unknown as HostWindow).latchHost.request(type as string, payload),
    [type, payload] as const,
  )
/** Asks the frame for something the person must approve, without waiting for it. */
const ask = (payload: unknown) =>
  page.evaluate((payload) => {
    const own = window as unknown as HostWindow
    own.pending = own.latchHost.request('RPC_REQUEST', payload)
    own.pending.catch(() => {})
  }, payload)
/** The request's outcome, or 'pending' when it has none yet. */
const outcome = () =>
  page.evaluate(
    () =>
      new Promise<{ value?: unknown; error?: string } | 'pending'>((resolve) => {
        ;(window as unknown as HostWindow).pending?.then(
          (value) => resolve({ value }),
          (error: Error) => resolve({ error: error.message }),
        )
        setTimeout(() => resolve('pending'), 100)
      }),
  )
const frame = () => page.frameLocator('#w3m-iframe')
const approveButton = () => frame().getByRole('button', { name: 'Approve' })

describe('a Solana transaction in the frame’s approval, in Chromium', () => {
  it('a whole-balance SOL transfer names its recipient and amount; what is approved lands', async () => {
    const recipient = Keypair.generate().publicKey
    const balance = await connection.getBalance(wallet)
    expect(balance).toBe(FUNDED_LAMPORTS)
    const drain = new Transaction({
      feePayer: wallet,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: wallet,
        toPubkey: recipient,
        lamports: balance - FEE_LAMPORTS,
      }),
    )
    await ask({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64.encode(drain.serialize({ requireAllSignatures: false })) },
      chainId: stack.solana.chainId,
    })
    await expect.poll(() => approveButton().isEnabled(), { timeout: 15_000 }).toBe(true)
    // The transaction's own section (the dialog's first rows name the network and account).
    const terms = await frame().locator('section section dt').allTextContents()
    const values = await frame().locator('section section dd').allTextContents()
    expect(terms.map((term, index) => `${term}: ${values[index]}`)).toEqual([
      `Fee payer: ${wallet.toBase58()} (this wallet)`,
      'Send SOL: 1.234562891 SOL',
      `From: ${wallet.toBase58()} (this wallet)`,
      `To: ${recipient.toBase58()}`,
      'Network fee: up to 0.000005 SOL',
      'Program: 11111111111111111111111111111111 (System Program)',
    ])
    // A transaction's rows are longer than the frame: the person scrolls to Approve in it.
    await approveButton().scrollIntoViewIfNeeded()
    await expect
      .poll(() => approveButton().getAttribute('aria-disabled'), { timeout: 5_000 })
      .toBe('false')
    const box = await approveButton().boundingBox()
    if (!box) throw new Error('Approve is not laid out')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(outcome, { timeout: 10_000 }).not.toBe('pending')
    const result = (await outcome()) as { value?: { signature: string }; error?: string }
    expect(result.error).toBeUndefined()
    await connection.confirmTransaction(result.value!.signature, 'confirmed')
    expect(await connection.getBalance(recipient)).toBe(FUNDED_LAMPORTS - FEE_LAMPORTS)
    expect(await connection.getBalance(wallet)).toBe(0)
  }, 90_000)

  it('refuses a transaction passed as a message to signMessage, showing nothing', async () => {
    const disguised = new Transaction({
      feePayer: wallet,
      ...(await connection.getLatestBlockhash()),
    })
      .add(
        SystemProgram.transfer({
          fromPubkey: wallet,
          toPubkey: Keypair.generate().publicKey,
          lamports: LAMPORTS_PER_SOL,
        }),
      )
      .serializeMessage()
    await ask({
      method: 'solana_signMessage',
      params: { message: base58.encode(disguised), pubkey: wallet.toBase58() },
      chainId: stack.solana.chainId,
    })
    await expect.poll(outcome, { timeout: 10_000 }).toEqual({
      error: 'Invalid params: this message is a Solana transaction; use solana_signTransaction',
    })
    expect(await approveButton().count()).toBe(0)
  }, 60_000)
})
