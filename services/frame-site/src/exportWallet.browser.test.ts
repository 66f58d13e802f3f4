import { type LocalStack, type ReservedPort, reservePort, startLocalStack } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameSite, startFrameSite } from './server/startFrameSite'
import { startHostPage } from './test/hostServer'

// Exporting the recovery phrase in Chromium: the host page asks (EXPORT_WALLET), the person does
// the rest in the frame (Send code, the vault's mailed code, Confirm) and reads the 24 words
// there; importing one: a new account's login asks for the form, the words are typed there. The host page runs a spy from its first script on (what XSS in the host could do): every
// message any of its ports or its window receives. None carries a word, and its DOM holds none.
type Browser = Awaited<ReturnType<typeof launchChromium>>
type BrowserContext = Awaited<ReturnType<typeof newLoopbackContext>>['context']
type Page = Awaited<ReturnType<BrowserContext['newPage']>>
type HostWindow = {
  latchHost: { ready: Promise<number>; request(type: string, payload?: unknown): Promise<unknown> }
  pending?: Promise<unknown>
  /** The spy's record: every message the host page received, as it arrived. */
  spied: unknown[]
}

const PROJECT_ID = 'export-test'
const EMAIL = 'lin@example.com'
let stack: LocalStack
let site: FrameSite
let reserved: ReservedPort
let host: { origin: string; stop(): Promise<void> }
let browser: Browser
let context: BrowserContext
let page: Page
let evmAddress: string
let solanaAddress: string

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
  // Before any of the page's own scripts: records what every port and the window receive.
  await page.addInitScript(() => {
    const spied: unknown[] = []
    Object.assign(window, { spied })
    window.addEventListener('message', (event) => spied.push(event.data))
    const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      get() {
        return onmessage.get!.call(this)
      },
      set(listener: ((event: MessageEvent) => void) | null) {
        onmessage.set!.call(this, (event: MessageEvent) => {
          spied.push(event.data)
          listener?.call(this, event)
        })
      },
    })
  })
  const chainId = `eip155:${stack.chains[0]!.chainId}`
  await page.goto(
    `${host.origin}/?${new URLSearchParams({ frame: site.url, projectId: PROJECT_ID, chainId })}`,
  )
  await page.evaluate(() => (window as unknown as HostWindow).latchHost.ready)
  await request('CONNECT_EMAIL', { email: EMAIL })
  const mail = await stack.mail.waitForMessage({ to: EMAIL, timeoutMs: 15_000 })
  await request('CONNECT_OTP', { otp: /\b\d{6}\b/.exec(mail.text)?.[0] })
  ;({ address: evmAddress } = (await request('GET_USER', { chainId })) as { address: string })
  ;({ address: solanaAddress } = (await request('GET_USER', {
    chainId: stack.solana.chainId,
  })) as { address: string })
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
const frame = () => page.frameLocator('#w3m-iframe')
/** Once the frame's guarded button counts a click (seen whole for a moment: guardConfirm). */
const whenSeen = async (name: string) => {
  const button = frame().getByRole('button', { name })
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 15_000 }).toBe('false')
  return button
}
const settled = () =>
  page.evaluate(() => {
    let done = false
    void (window as unknown as HostWindow).pending?.then(
      () => (done = true),
      () => (done = true),
    )
    return new Promise((resolve) => setTimeout(() => resolve(done), 50))
  })
/** Every string a value holds, at any depth. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : []

describe('exporting the recovery phrase in Chromium', () => {
  it('shows the 24 words in the frame only, after the mailed code; they map to the same accounts', async () => {
    // From here on, what the host page receives is checked.
    await page.evaluate(() => {
      const own = window as unknown as HostWindow
      own.spied.length = 0
      own.pending = own.latchHost.request('EXPORT_WALLET', {})
      own.pending.catch(() => {})
    })
    const dialog = frame().getByRole('dialog')
    await expect
      .poll(() => dialog.textContent(), { timeout: 15_000 })
      .toContain('Latch will never ask you for them')

    // A script's click in the frame mails nothing (the host's cannot even reach the frame).
    const mailsBefore = stack.mail.messages({ to: EMAIL }).length
    const frameHandle = page.frames().find((f) => f.url().startsWith(site.url))!
    await frameHandle.evaluate(() =>
      Array.from(document.querySelectorAll('button'))
        .find((b) => b.textContent === 'Send code')
        ?.click(),
    )
    await page.waitForTimeout(1_000)
    expect(stack.mail.messages({ to: EMAIL }).length).toBe(mailsBefore)

    await (await whenSeen('Send code')).click()
    await expect
      .poll(() => stack.mail.messages({ to: EMAIL }).length, { timeout: 15_000 })
      .toBe(mailsBefore + 1)
    const mail = stack.mail.messages({ to: EMAIL })[0]! // newest first
    expect(mail.from).toBe('vault@latch.localhost')
    expect(mail.subject).toBe('Show your recovery phrase')
    const code = /\b\d{6}\b/.exec(mail.text)?.[0] ?? ''
    await frame().getByLabel('Code').fill(code)
    await (await whenSeen('Confirm')).click()

    const items = frame().locator('ol li')
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(24)
    const words = await items.allTextContents()
    const phrase = words.join(' ')
    expect(mnemonicToAccount(phrase).address).toBe(evmAddress)
    const solanaKey = HDKey.fromMasterSeed(mnemonicToSeedSync(phrase)).derive("m/44'/501'/0'/0'")
    expect((await createKeyPairSignerFromPrivateKeyBytes(solanaKey.privateKey)).address).toBe(
      solanaAddress,
    )
    // Shown, and the host's request still waits for the person.
    expect(await settled()).toBe(false)
    // The host page cannot read the frame's document (another origin).
    const reach = await page.evaluate(() => {
      const frameWindow = (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow
      try {
        return String(frameWindow?.document.body.textContent)
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(reach).toBe('SecurityError')

    await frame().getByRole('button', { name: 'Done' }).click()
    expect(await page.evaluate(() => (window as unknown as HostWindow).pending)).toEqual({})
    await expect.poll(() => items.count()).toBe(0)
    const spied = await page.evaluate(() => (window as unknown as HostWindow).spied)

    // Everything the host page received meanwhile: the frame showing, closing, and the reply.
    expect(spied.map((message) => (message as { type: string }).type)).toEqual([
      '@latch-frame/APPROVAL',
      '@latch-frame/APPROVAL',
      '@latch-frame/EXPORT_WALLET_SUCCESS',
    ])
    const said = spied.flatMap((message) => stringsIn((message as { payload?: unknown }).payload))
    for (const word of words) expect(said.join(' ')).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'))
    expect(JSON.stringify(spied)).not.toContain(words.slice(0, 2).join(' '))
    const hostText = await page.evaluate(() => document.documentElement.outerHTML)
    expect(hostText).not.toContain(words.slice(0, 2).join(' '))
  }, 120_000)

  it('imports a phrase typed in the frame for a new account; the host page sees no word', async () => {
    const phrase = entropyToMnemonic(
      Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256),
      wordlist,
    )
    const email = 'kim@example.com'
    await request('CONNECT_EMAIL', { email })
    const mail = await stack.mail.waitForMessage({ to: email, timeoutMs: 15_000 })
    await page.evaluate(
      (otp) => {
        const own = window as unknown as HostWindow
        own.spied.length = 0
        own.pending = own.latchHost.request('CONNECT_OTP', { otp, importWallet: true })
        own.pending.catch(() => {})
      },
      /\b\d{6}\b/.exec(mail.text)?.[0],
    )
    const field = frame().getByLabel('Recovery phrase (24 words)')
    await expect.poll(() => field.isVisible(), { timeout: 15_000 }).toBe(true)
    await field.fill(phrase)
    await (await whenSeen('Import')).click()
    expect(await page.evaluate(() => (window as unknown as HostWindow).pending)).toEqual({})

    const spied = await page.evaluate(() => (window as unknown as HostWindow).spied)
    const said = spied.flatMap((message) => stringsIn((message as { payload?: unknown }).payload))
    expect(said).toEqual([])
    expect(JSON.stringify(spied)).not.toContain(phrase.split(' ').slice(0, 2).join(' '))
    const chainId = `eip155:${stack.chains[0]!.chainId}`
    expect(await request('GET_USER', { chainId })).toMatchObject({
      email,
      address: mnemonicToAccount(phrase).address,
    })
  }, 120_000)

  it('takes the words off the frame once the host page hides it (its view closed)', async () => {
    const chainId = `eip155:${stack.chains[0]!.chainId}`
    const { address } = (await request('GET_USER', { chainId })) as { address: string }
    await page.evaluate(() => {
      const own = window as unknown as HostWindow
      own.pending = own.latchHost.request('EXPORT_WALLET', {})
      own.pending.catch(() => {})
    })
    const mailsBefore = stack.mail.messages({ to: 'kim@example.com' }).length
    await (await whenSeen('Send code')).click()
    // Kim's first vault code (the import asked none): no cooldown to wait out.
    await expect
      .poll(() => stack.mail.messages({ to: 'kim@example.com' }).length, { timeout: 15_000 })
      .toBe(mailsBefore + 1)
    const code = /\b\d{6}\b/.exec(stack.mail.messages({ to: 'kim@example.com' })[0]!.text)?.[0]
    await frame()
      .getByLabel('Code')
      .fill(code ?? '')
    await (await whenSeen('Confirm')).click()
    const items = frame().locator('ol li')
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(24)
    expect(mnemonicToAccount((await items.allTextContents()).join(' ')).address).toBe(address)

    // The host shrinks the frame away, as it does when its view closes.
    await page.evaluate(() => {
      const element = document.getElementById('w3m-iframe') as HTMLIFrameElement
      Object.assign(element.style, { width: '0', height: '0' })
    })
    await expect.poll(() => items.count(), { timeout: 5_000 }).toBe(0)
    expect(await page.evaluate(() => (window as unknown as HostWindow).pending)).toEqual({})
  }, 120_000)
})
