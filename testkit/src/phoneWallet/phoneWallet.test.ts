import type { SessionTypes } from '@walletconnect/types'
import type { Browser, ConsoleMessage, Locator, Page } from 'playwright-core'
import { stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, newLoopbackContext } from '../browser/chromium'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { type LocalRelay, startLocalRelay } from '../relay/startLocalRelay'
import {
  closeTestSignClient,
  createTestSignClient,
  type TestSignClient,
  withDeadline,
} from '../relay/test/testSignClients'
import { type SolanaValidator, startSolanaValidator } from '../solana/startSolanaValidator'
import { type PhoneWallet, startPhoneWallet } from './startPhoneWallet'

// The whole flow a visitor tries with two tabs, with a Node dapp (the real SDK) in place of the
// dapp tab: the dapp's wc: link pasted into the page, the proposal approved there, a personal_sign
// approved (the signature verifies), a second one rejected, then Disconnect. Chromium may reach
// this machine only; the page's own CSP reports anything else.

let relay: LocalRelay
let devnet: Devnet
let validator: SolanaValidator
let phone: PhoneWallet
let browser: Browser
let dapp: TestSignClient
const figures: Record<string, string> = {}

beforeAll(async () => {
  const started = performance.now()
  ;[relay, devnet, validator, browser] = await Promise.all([
    startLocalRelay(),
    startDevnet({ chains: [{ chainId: 31337 }] }),
    startSolanaValidator(),
    launchChromium(),
  ])
  figures['relay + devnet + validator + chromium'] = ms(performance.now() - started)
  const phoneStarted = performance.now()
  phone = await startPhoneWallet({
    relayUrl: relay.url,
    evm: { privateKeys: [devnet.accounts[0]!.privateKey], chains: devnet.chains },
    solana: {
      secretKeys: [validator.accounts[0]!.secretKey],
      chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
    },
  })
  figures['startPhoneWallet (bundle)'] =
    `${ms(performance.now() - phoneStarted)} (${phone.bundleMs} ms bundling)`
  dapp = await createTestSignClient(relay.url, 'dapp')
})

afterAll(async () => {
  if (dapp) await closeTestSignClient(dapp)
  await browser?.close()
  await Promise.all([phone?.stop(), relay?.stop(), devnet?.stop(), validator?.stop()])
  console.info(
    `[phone wallet figures]\n${Object.entries(figures)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}`,
  )
})

const ms = (value: number) => `${value.toFixed(0)} ms`

/** The text as rendered (blocks apart), whitespace collapsed. */
async function text(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator, not a DOM node; textContent would run blocks together
  return (await locator.innerText()).replace(/\s+/g, ' ').trim()
}

/** Waits until `locator` is visible, then reads its text. */
async function visibleText(locator: Locator, timeout = 10_000): Promise<string> {
  await locator.waitFor({ state: 'visible', timeout })
  return text(locator)
}

describe('the test phone wallet page', () => {
  it('pairs, approves, signs, rejects and disconnects, driven from the page', async () => {
    const { context, blocked } = await newLoopbackContext(browser)
    const consoleErrors: string[] = []
    let page: Page
    try {
      page = await context.newPage()
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))

      let mark = performance.now()
      await page.goto(phone.url)
      await page.waitForSelector('body[data-wallet="ready"]', { timeout: 10_000 })
      figures['page load → wallet ready (SDK up in the browser)'] = ms(performance.now() - mark)
      const address = devnet.accounts[0]!.address
      const evmChain = `eip155:${devnet.chains[0]!.chainId}`
      const solanaAddress = validator.accounts[0]!.publicKey
      expect(
        await visibleText(page.getByRole('region', { name: "This wallet's accounts" })),
      ).toContain(address)

      // 1. The dapp proposes; its wc: link goes into the page (typed, then Enter: the form submits).
      const sessionDeleted = new Promise<{ topic: string }>((resolve) =>
        dapp.once('session_delete', resolve),
      )
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: {
            chains: [evmChain, 'eip155:1'],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
          solana: {
            chains: [validator.chainId],
            methods: ['solana_signMessage'],
            events: [],
          },
        },
      })
      if (!uri) throw new Error('the dapp made no wc: URI')
      const settled = approval()
      settled.catch(() => {})
      mark = performance.now()
      const field = page.getByLabel('WalletConnect link')
      await field.fill(uri)
      await field.press('Enter')

      // 2. The proposal shows the dapp and what it asks for; Approve.
      const proposalRegion = page.getByRole('region', { name: 'Connection request' })
      const proposal = proposalRegion.getByRole('article', { name: 'Latch dapp wants to connect' })
      const proposalText = await visibleText(proposal)
      figures['paste + Enter → proposal shown'] = ms(performance.now() - mark)
      expect(proposalText).toContain('http://127.0.0.1')
      expect(proposalText).toContain(evmChain)
      expect(proposalText).toContain('eip155:1 (not in this wallet)')
      expect(proposalText).toContain(validator.chainId)
      expect(proposalText).toContain('personal_sign')
      mark = performance.now()
      await proposal.getByRole('button', { name: 'Approve' }).click()
      const session: SessionTypes.Struct = await withDeadline(
        settled,
        10_000,
        "the dapp's approval() did not settle",
      )
      figures['Approve click → dapp session settled'] = ms(performance.now() - mark)
      expect(session.peer.metadata.name).toBe('Latch Test Phone Wallet')
      expect(session.namespaces.eip155?.accounts).toEqual([`${evmChain}:${address}`])
      expect(session.namespaces.solana?.accounts).toEqual([`${validator.chainId}:${solanaAddress}`])
      // The page shows the session and leaves no proposal behind.
      const sessionsRegion = page.getByRole('region', { name: 'Connected dapps' })
      const sessionView = sessionsRegion.getByRole('article', { name: 'Latch dapp' })
      const sessionText = await visibleText(sessionView)
      expect(sessionText).toContain(`eip155: ${evmChain}:${address}`)
      expect(sessionText).toContain(`solana: ${validator.chainId}:${solanaAddress}`)
      expect(await visibleText(proposalRegion)).toContain('No connection request.')

      // 3. personal_sign, approved in the page: the signature is the account's, on that message.
      const requestsRegion = page.getByRole('region', { name: 'Requests' })
      const message = `Sign in to Latch at ${Date.now()}`
      mark = performance.now()
      const signed = dapp.request<`0x${string}`>({
        topic: session.topic,
        chainId: evmChain,
        request: { method: 'personal_sign', params: [stringToHex(message), address] },
      })
      signed.catch(() => {})
      const first = requestsRegion.getByRole('article', { name: 'personal_sign' })
      const firstText = await visibleText(first)
      figures['dapp request → shown in the page'] = ms(performance.now() - mark)
      expect(firstText).toContain(`From Latch dapp on ${evmChain}`)
      expect(firstText).toContain(`Sign message "${message}" with ${address}`)
      mark = performance.now()
      await first.getByRole('button', { name: 'Approve' }).click()
      const signature = await withDeadline(signed, 10_000, 'the signature did not come back')
      figures['Approve click → dapp has the signature'] = ms(performance.now() - mark)
      expect(await verifyMessage({ address, message, signature })).toBe(true)
      expect(await verifyMessage({ address, message: `${message}!`, signature })).toBe(false)
      const historyRegion = page.getByRole('region', { name: 'Answered requests' })
      expect(await visibleText(historyRegion)).toContain(`personal_sign approved: ${signature}`)
      await first.waitFor({ state: 'detached', timeout: 5_000 })
      // Focus went to the section's heading, not to the body, when the buttons went away.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('requests-heading')

      // 4. A second personal_sign, rejected in the page (keyboard this time): USER_REJECTED.
      const refused = dapp
        .request({
          topic: session.topic,
          chainId: evmChain,
          request: { method: 'personal_sign', params: [stringToHex('second'), address] },
        })
        .then(
          () => 'answered with a result',
          (error: unknown) => error,
        )
      const second = requestsRegion.getByRole('article', { name: 'personal_sign' })
      // The SDK's wallet-side queue hands a request over 1 s after the previous answer.
      expect(await visibleText(second)).toContain('Sign message "second"')
      await second.getByRole('button', { name: 'Reject' }).focus()
      await page.keyboard.press('Enter')
      expect(
        await withDeadline(refused, 10_000, 'the rejection did not reach the dapp'),
      ).toMatchObject({ code: 5000, message: 'User rejected.' })
      await expect
        .poll(() => text(historyRegion))
        .toMatch(/personal_sign approved: 0x[0-9a-f]+ personal_sign rejected/)

      // 5. Disconnect in the page: the dapp gets session_delete for that session.
      mark = performance.now()
      await sessionView.getByRole('button', { name: 'Disconnect' }).click()
      const deleted = await withDeadline(sessionDeleted, 10_000, 'the dapp got no session_delete')
      figures['Disconnect click → dapp session_delete'] = ms(performance.now() - mark)
      expect(deleted.topic).toBe(session.topic)
      expect(dapp.session.keys).not.toContain(session.topic)
      // The dapp may hear of it before the page has redrawn.
      await expect.poll(() => text(sessionsRegion)).toContain('Not connected.')

      // Nothing left the machine (route handler) or was refused by the page's CSP, no error shown.
      expect(blocked).toEqual([])
      expect(await text(page.locator('#errors'))).toBe('')
      expect(consoleErrors).toEqual([])
    } finally {
      await context.close()
    }
  }, 30_000)

  it('refuses and reports a connection off this machine (the check above can fail)', async () => {
    const { context, blocked } = await newLoopbackContext(browser)
    try {
      const page = await context.newPage()
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      await page.goto(phone.url)
      await page.waitForSelector('body[data-wallet="ready"]', { timeout: 10_000 })
      // What the SDK would do if it called home: the page's CSP refuses it before the network.
      await page.evaluate(() =>
        fetch('https://verify.walletconnect.org/v3/public-key').catch(() => {}),
      )
      expect(await visibleText(page.getByRole('alert'))).toContain(
        'Blocked a request to https://verify.walletconnect.org',
      )
      expect(consoleErrors.join('\n')).toContain('Content Security Policy')
      // Refused by the page itself, so it never reached the route handler either.
      expect(blocked).toEqual([])
    } finally {
      await context.close()
    }
  })
})
