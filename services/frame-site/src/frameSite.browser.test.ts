import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { type LocalStack, type ReservedPort, reservePort, startLocalStack } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameSite, startFrameSite } from './server/startFrameSite'
import type { VaultRecord, VaultStorage } from './server/vault'
import { startHostPage } from './test/hostServer'

// The whole embedded wallet in Chromium across three origins: a host app (allowed for the
// project), the frame site, and another app (not allowed); against the local stack's auth
// server, mail catcher, chains, RPC gateway and Solana validator.
type Browser = Awaited<ReturnType<typeof launchChromium>>
type BrowserContext = Awaited<ReturnType<typeof newLoopbackContext>>['context']
type Page = Awaited<ReturnType<BrowserContext['newPage']>>

const PROJECT_ID = 'frame-site-test'
const EMAIL = 'ada@example.com'
let stack: LocalStack
let site: FrameSite
let reserved: ReservedPort
let host: { origin: string; stop(): Promise<void> }
let stranger: { origin: string; stop(): Promise<void> }
let browser: Browser
let context: BrowserContext
let page: Page
/** The vault's records, read by the test: whose address the recovery codes go to. */
const vaultRecords = new Map<string, VaultRecord>()
const vaultStorage: VaultStorage = {
  get: async (userId) => vaultRecords.get(userId),
  setIfNewer: async (userId, record) => {
    const kept = vaultRecords.get(userId)
    if (kept && record.version <= kept.version) return kept.version
    vaultRecords.set(userId, { ...record })
  },
}
const figures: Record<string, number> = {}

type HostWindow = {
  latchHost: {
    ready: Promise<number>
    approvals: boolean[]
    heard: { origin: string; type: string }[]
    request(type: string, payload?: unknown): Promise<unknown>
    dropped(): number
    addSibling(): Promise<unknown>
  }
  pending?: Promise<unknown>
}

beforeAll(async () => {
  // Order: the two host apps (their origins go into the project's allow list), a port held for
  // the frame site (its origin goes into the auth server's frame origins), the stack, the site.
  ;[host, stranger] = await Promise.all([startHostPage(), startHostPage()])
  reserved = await reservePort()
  stack = await startLocalStack({
    // A short login-mail cooldown: the new-browser test logs in again soon after the first.
    auth: { frameOrigins: [`http://127.0.0.1:${reserved.port}`], mailCooldownMs: 1_000 },
    api: { allowedOrigins: [host.origin] },
  })
  site = await startFrameSite({
    listenOn: reserved.server,
    authUrl: stack.auth.url,
    apiUrl: stack.endpoints.api,
    rpcUrl: stack.endpoints.rpc,
    solanaRpcUrls: { [stack.solana.chainId]: stack.solana.rpcUrl },
    // The vault mails its own recovery codes to the stack's mail catcher.
    smtp: stack.mail.smtp,
    mailFrom: 'Latch vault <vault@latch.localhost>',
    vaultStorage,
  })
  figures.bundleGzipBytes = site.bundle.gzipBytes
  browser = await launchChromium()
  ;({ context } = await newLoopbackContext(browser))
  page = await context.newPage()
}, 180_000)

afterAll(async () => {
  console.info(`frame site figures: ${JSON.stringify(figures)}`)
  await context?.close()
  await browser?.close()
  // The site closes the port it took; a site that never started leaves it to the reservation.
  await Promise.all([
    site ? site.stop() : reserved?.release(),
    stack?.stop(),
    host?.stop(),
    stranger?.stop(),
  ])
}, 60_000)

const chain = () => stack.chains[0]!
const hostUrl = (origin: string) =>
  `${origin}/?${new URLSearchParams({ frame: site.url, projectId: PROJECT_ID, chainId: `eip155:${chain().chainId}` })}`
const request = (type: string, payload?: unknown, on: Page = page) =>
  on.evaluate(
    ([type, payload]) =>
      (window as unknown as HostWindow).latchHost.request(type as string, payload),
    [type, payload] as const,
  )
/** Starts a request the person must approve, without waiting for it. */
const startRequest = (type: string, payload?: unknown, on: Page = page) =>
  on.evaluate(
    ([type, payload]) => {
      const own = window as unknown as HostWindow
      own.pending = own.latchHost.request(type as string, payload)
      own.pending.catch(() => {})
    },
    [type, payload] as const,
  )
const pendingResult = (on: Page = page) =>
  on.evaluate(() =>
    (window as unknown as HostWindow).pending?.then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.message }),
    ),
  )
const frame = (on: Page = page) => on.frameLocator('#w3m-iframe')
/**
 * Once the frame's confirming button is armed (seen whole for a moment, guardConfirm): with
 * visibility tracked, Chromium drops a click on a frame that just moved or resized (the host
 * showing it), Reject and Cancel included, so a person's click comes after.
 */
const whenSeen = async (name: string, on: Page = page) => {
  const button = frame(on).getByRole('button', { name })
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 15_000 }).toBe('false')
}
/** axe's WCAG 2.1 AA findings in the frame's document as it shows now, one line per element. */
const axeInFrame = async () => {
  const inFrame = page.frames().find((f) => f.url().startsWith(site.url))
  if (!inFrame) throw new Error('no frame')
  if (!(await inFrame.evaluate(() => 'axe' in window))) {
    // Evaluated by the test's driver, not loaded by the page: its CSP stays as it is.
    await inFrame.evaluate(
      await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
    )
  }
  return inFrame.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
  })
}
/** A login mail's first 6-digit code. */
const codeIn = (text: string) => /\b\d{6}\b/.exec(text)?.[0] ?? ''

describe('the frame site in Chromium', () => {
  let address: Hex

  it('says READY to the allowed host, takes its channel, and logs in by email', async () => {
    await page.goto(hostUrl(host.origin))
    const readyMs = await page.evaluate(() => (window as unknown as HostWindow).latchHost.ready)
    // Includes the channel's 500 ms grace after READY (spec §9).
    figures.frameReadyMs = readyMs

    const sentAt = Date.now()
    expect(await request('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_OTP' })
    const mail = await stack.mail.waitForMessage({ to: EMAIL, timeoutMs: 15_000 })
    const otp = /\b\d{6}\b/.exec(mail.text)?.[0]
    expect(otp).toBeDefined()
    expect(await request('CONNECT_OTP', { otp })).toEqual({})
    figures.emailToConnectedMs = Date.now() - sentAt

    const user = (await request('GET_USER', { chainId: `eip155:${chain().chainId}` })) as {
      address: Hex
      email: string
      accounts: unknown[]
    }
    expect(user).toMatchObject({
      email: EMAIL,
      chainId: `eip155:${chain().chainId}`,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    address = user.address
    const solanaUser = (await request('GET_USER', { chainId: stack.solana.chainId })) as {
      address: string
    }
    expect(solanaUser.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(solanaUser).toMatchObject({ email: EMAIL, chainId: stack.solana.chainId })
  }, 120_000)

  it('signs a message only after a click on Approve inside the frame', async () => {
    const message = 'Hello from the host app'
    await startRequest('RPC_REQUEST', { method: 'personal_sign', params: [message, address] })
    const approve = frame().getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isVisible(), { timeout: 15_000 }).toBe(true)
    // What is asked, in plain words.
    expect(await frame().getByRole('dialog').textContent()).toContain(message)
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await approve.click()
    const result = (await pendingResult()) as { value?: Hex; error?: string }
    expect(result.error).toBeUndefined()
    expect(await verifyMessage({ address, message, signature: result.value! })).toBe(true)
    expect(
      await page.evaluate(() => (window as unknown as HostWindow).latchHost.approvals),
    ).toEqual([true, false])
  }, 60_000)

  it('cannot be approved by the host page, nor by a script click in the frame', async () => {
    const message = 'Approve me without asking'
    await startRequest('RPC_REQUEST', { method: 'personal_sign', params: [message, address] })
    const approve = frame().getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
    // The host page cannot reach into the frame's document (another origin)…
    const reach = await page.evaluate(() => {
      const frameWindow = (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow
      try {
        return String(frameWindow?.document.querySelector('button'))
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(reach).toBe('SecurityError')
    // …and a click made by a script, even one running in the frame, is not the person's.
    const frameHandle = page.frames().find((f) => f.url().startsWith(site.url))
    expect(frameHandle).toBeDefined()
    const clicked = await frameHandle?.evaluate(() => {
      const button = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent === 'Approve',
      )
      button?.click()
      button?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      return Boolean(button)
    })
    expect(clicked).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(
      await page.evaluate(() => {
        let settled = false
        void (window as unknown as HostWindow).pending?.then(
          () => (settled = true),
          () => (settled = true),
        )
        return new Promise((resolve) => setTimeout(() => resolve(settled), 50))
      }),
    ).toBe(false)
    // The person's own click, inside the frame, approves.
    await approve.click()
    const result = (await pendingResult()) as { value?: Hex }
    expect(await verifyMessage({ address, message, signature: result.value! })).toBe(true)
  }, 60_000)

  it('takes nothing from a sibling frame of the same origin: its READY opens no channel', async () => {
    const heardReady = () =>
      page.evaluate(
        () =>
          (window as unknown as HostWindow).latchHost.heard.filter((m) => m.type.endsWith('READY'))
            .length,
      )
    const readiesBefore = await heardReady()
    const droppedBefore = await page.evaluate(() =>
      (window as unknown as HostWindow).latchHost.dropped(),
    )
    // A second, real frame-site page in the host page: it says READY to its parent, on the frame
    // site's own origin, exactly as the real frame did.
    await page.evaluate(() => (window as unknown as HostWindow).latchHost.addSibling())
    await expect.poll(heardReady, { timeout: 15_000 }).toBeGreaterThan(readiesBefore)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HostWindow).latchHost.dropped()))
      .toBeGreaterThan(droppedBefore)
    // The channel is still the real frame's: a request is answered by the logged-in wallet.
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: true })
  }, 60_000)

  it('shows a Permit for what it is: its spender and an unlimited amount, flagged', async () => {
    const spender = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    const typedData = {
      domain: { name: 'Token', version: '1', chainId: chain().chainId, verifyingContract: token },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        owner: address,
        spender,
        value: (2n ** 256n - 1n).toString(),
        nonce: '0',
        deadline: '1893456000',
      },
    }
    await startRequest('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    const dialog = frame().getByRole('dialog')
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const shown = (await dialog.textContent()) ?? ''
    expect(shown).toContain('Token permit (EIP-2612)')
    expect(shown).toContain(spender)
    expect(shown).toContain('Unlimited')
    expect(shown).toContain('the spender can take all of this token you hold')
    expect(shown).toContain('2030-01-01')
    await whenSeen('Approve')
    await frame().getByRole('button', { name: 'Reject' }).click()
    expect(await pendingResult()).toMatchObject({ error: expect.stringMatching(/reject/i) })
  }, 60_000)

  it('its screens pass axe: an approval with sections and warnings, the email change, light, dark and Arabic', async () => {
    const findings: string[] = []
    const check = async (screen: string) => {
      for (const [theme, locale] of [
        ['light', 'en'],
        ['dark', 'en'],
        ['light', 'ar'],
      ] as const) {
        await request('SYNC_THEME', { themeMode: theme })
        await request('SYNC_LOCALE', { locale })
        for (const line of await axeInFrame())
          findings.push(`${screen} (${theme}, ${locale}) ${line}`)
      }
      await request('SYNC_LOCALE', { locale: 'en' })
      await request('SYNC_THEME', { themeMode: 'light' })
    }
    // An approval: a Permit, its sections and its unlimited amount's warning.
    await startRequest('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [
        address,
        JSON.stringify({
          domain: { name: 'Token', version: '1', chainId: chain().chainId },
          types: {
            Permit: [
              { name: 'owner', type: 'address' },
              { name: 'spender', type: 'address' },
              { name: 'value', type: 'uint256' },
              { name: 'nonce', type: 'uint256' },
              { name: 'deadline', type: 'uint256' },
            ],
          },
          primaryType: 'Permit',
          message: {
            owner: address,
            spender: address,
            value: (2n ** 256n - 1n).toString(),
            nonce: '0',
            deadline: '1893456000',
          },
        }),
      ],
    })
    await whenSeen('Approve')
    await check('approval')
    await frame().getByRole('button', { name: 'Reject' }).click()
    await pendingResult()
    // The email change's first screen.
    await startRequest('UPDATE_EMAIL', { email: 'ada.axe@example.com' })
    await whenSeen('Send code')
    await check('email change')
    await frame().getByRole('button', { name: 'Cancel' }).click()
    expect(await pendingResult()).toEqual({ error: 'Email change cancelled' })
    expect(findings).toEqual([])
  }, 90_000)

  it('turns Reject into the 4001 rejection', async () => {
    await startRequest('RPC_REQUEST', { method: 'personal_sign', params: ['no', address] })
    const reject = frame().getByRole('button', { name: 'Reject' })
    await expect.poll(() => reject.isVisible(), { timeout: 15_000 }).toBe(true)
    await whenSeen('Approve')
    await reject.click()
    expect(await pendingResult()).toEqual({ error: 'User rejected the request.' })
  }, 60_000)

  it("speaks the host page's language once told (SYNC_LOCALE), right to left for Arabic", async () => {
    expect(await request('SYNC_LOCALE', { locale: 'fr' })).toEqual({})
    await startRequest('RPC_REQUEST', { method: 'personal_sign', params: ['bonjour', address] })
    const reject = frame().getByRole('button', { name: 'Refuser' })
    await expect.poll(() => reject.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await frame().getByRole('heading').first().textContent()).toMatch(
      /vous demande de signer un message$/,
    )
    expect(await frame().getByRole('button', { name: 'Approuver' }).count()).toBe(1)
    await reject.click()
    expect(await pendingResult()).toEqual({ error: 'User rejected the request.' })

    expect(await request('SYNC_LOCALE', { locale: 'ar' })).toEqual({})
    expect(await frame().locator('html').getAttribute('dir')).toBe('rtl')
    expect(await frame().getByRole('heading').first().textContent()).toBe('المحفظة الآمنة')
    // A locale Latch does not speak is refused at the channel.
    await expect(request('SYNC_LOCALE', { locale: 'xx' })).rejects.toThrow('Invalid input')
    expect(await request('SYNC_LOCALE', { locale: 'en' })).toEqual({})
  }, 60_000)

  it('refuses a method outside the allowed lists', async () => {
    await expect(
      request('RPC_REQUEST', { method: 'eth_sign', params: [address, '0x00'] }),
    ).rejects.toThrow('Requested RPC call is not allowed')
  }, 30_000)

  it('sends a transaction on the local chain, approved in the frame', async () => {
    const funder = privateKeyToAccount(stack.accounts[0]!.privateKey)
    const rpc = http(chain().rpcUrl)
    const publicClient = createPublicClient({ transport: rpc })
    const funding = await createWalletClient({ account: funder, transport: rpc }).sendTransaction({
      to: address,
      value: parseEther('1'),
      chain: null,
    })
    await publicClient.waitForTransactionReceipt({ hash: funding })
    const to = stack.accounts[1]!.address
    const before = await publicClient.getBalance({ address: to })
    // A read goes to the chain through the gateway.
    expect(
      await request('RPC_REQUEST', { method: 'eth_getBalance', params: [address, 'latest'] }),
    ).toBe(`0x${parseEther('1').toString(16)}`)

    await startRequest('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: `0x${parseEther('0.25').toString(16)}` }],
      chainId: `eip155:${chain().chainId}`,
    })
    const approve = frame().getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
    const shown = await frame().getByRole('dialog').textContent()
    expect(shown).toContain(to)
    expect(shown).toContain('0.25')
    await approve.click()
    const result = (await pendingResult()) as { value?: Hex; error?: string }
    expect(result.error).toBeUndefined()
    const receipt = await publicClient.waitForTransactionReceipt({ hash: result.value! })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await publicClient.getBalance({ address: to })).toBe(before + parseEther('0.25'))
  }, 90_000)

  it('after a reload of the host page, is still connected with the same address', async () => {
    await page.reload()
    await page.evaluate(() => (window as unknown as HostWindow).latchHost.ready)
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: true })
    const user = (await request('GET_USER', { chainId: `eip155:${chain().chainId}` })) as {
      address: string
    }
    expect(user.address).toBe(address)
  }, 60_000)

  it('an email change started from the host page moves nothing; only the person, in the frame, can', async () => {
    const NEW_EMAIL = 'ada.new@example.com'
    const user = (await request('GET_USER', { chainId: `eip155:${chain().chainId}` })) as {
      email: string
    }
    // One user in this test's vault: the one logged in above.
    const vaultEmail = () => [...vaultRecords.values()][0]?.email
    expect(user.email).toBe(EMAIL)
    expect(vaultEmail()).toBe(EMAIL)
    const changeMails = () =>
      stack.mail.messages({ subject: 'Confirm your email change' }).length +
      stack.mail.messages({ subject: 'Confirm your new email' }).length
    const mailsBefore = changeMails()

    // The attack, as a script in the host page (XSS) would run it: ask for a change to its own
    // address, click in the frame by script, pass codes through the channel.
    await startRequest('UPDATE_EMAIL', { email: 'mallory@example.com' })
    const dialog = frame().getByRole('dialog')
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    // The person sees both addresses before anything is mailed.
    expect(await dialog.textContent()).toContain(EMAIL)
    expect(await dialog.textContent()).toContain('mallory@example.com')
    const frameHandle = page.frames().find((f) => f.url().startsWith(site.url))
    await frameHandle?.evaluate(() => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent === 'Send code') button.click()
      }
    })
    await expect(request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })).rejects.toThrow()
    await page.waitForTimeout(1_000)
    expect(changeMails()).toBe(mailsBefore)
    expect(await dialog.isVisible()).toBe(true)
    await whenSeen('Send code')
    await frame().getByRole('button', { name: 'Cancel' }).click()
    expect(await pendingResult()).toEqual({ error: 'Email change cancelled' })
    expect(await request('GET_USER', {})).toMatchObject({ email: EMAIL })
    expect(vaultEmail()).toBe(EMAIL)

    // The person: both addresses shown, the first code asked and both typed in the frame.
    await startRequest('UPDATE_EMAIL', { email: NEW_EMAIL })
    await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain(NEW_EMAIL)
    await whenSeen('Send code')
    await frame().getByRole('button', { name: 'Send code' }).click()
    const typeCode = async (to: string, subject: string) => {
      const code = codeIn(
        (await stack.mail.waitForMessage({ to, subject, timeoutMs: 15_000 })).text,
      )
      const input = frame().getByRole('textbox', { name: 'Code' })
      await expect.poll(() => input.isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await dialog.textContent()).toContain(to)
      await input.fill(code)
      const confirm = frame().getByRole('button', { name: 'Confirm' })
      // The frame counts a confirmation only once it was seen whole for a moment (guardConfirm).
      await expect
        .poll(() => confirm.getAttribute('aria-disabled'), { timeout: 10_000 })
        .not.toBe('true')
      await confirm.click()
    }
    await typeCode(EMAIL, 'Confirm your email change')
    await typeCode(NEW_EMAIL, 'Confirm your new email')
    expect(await pendingResult()).toEqual({ value: { newEmail: NEW_EMAIL } })
    expect(await request('GET_USER', {})).toMatchObject({ email: NEW_EMAIL })
    // The recovery share was split again under the address both mailboxes confirmed.
    expect(vaultEmail()).toBe(NEW_EMAIL)

    // And back, for the tests after this one (the new browser logs in with the first address).
    await startRequest('UPDATE_EMAIL', { email: EMAIL })
    await whenSeen('Send code')
    await frame().getByRole('button', { name: 'Send code' }).click()
    await typeCode(NEW_EMAIL, 'Confirm your email change')
    await typeCode(EMAIL, 'Confirm your new email')
    expect(await pendingResult()).toEqual({ value: { newEmail: EMAIL } })
    expect(vaultEmail()).toBe(EMAIL)
  }, 120_000)

  it('on a new browser, recovers the same wallet only with the vault’s own code, typed in the frame', async () => {
    // A fresh profile: no device share, no session, an unknown device for the auth server.
    const { context: fresh } = await newLoopbackContext(browser)
    try {
      const other = await fresh.newPage()
      await other.goto(hostUrl(host.origin))
      await other.evaluate(() => (window as unknown as HostWindow).latchHost.ready)
      const approvals = () =>
        other.evaluate(() => (window as unknown as HostWindow).latchHost.approvals)
      const connectEmail = async () => {
        // The auth server's (short) login-mail cooldown may still run from the last mail.
        for (;;) {
          try {
            return await request('CONNECT_EMAIL', { email: EMAIL }, other)
          } catch (error) {
            const wait = /try again after (\d+) seconds/.exec((error as Error).message)?.[1]
            if (!wait) throw error
            await other.waitForTimeout(Number(wait) * 1000 + 200)
          }
        }
      }
      const loginCode = async () =>
        codeIn(
          (
            await stack.mail.waitForMessage({
              to: EMAIL,
              subject: 'Your login code',
              timeoutMs: 15_000,
            })
          ).text,
        )
      const input = frame(other).getByRole('textbox', { name: 'Code' })
      const confirmButton = frame(other).getByRole('button', { name: 'Confirm' })
      const confirm = {
        // The frame counts a confirmation only once it was seen whole for a moment (guardConfirm).
        click: async () => {
          await expect
            .poll(() => confirmButton.getAttribute('aria-disabled'), { timeout: 10_000 })
            .not.toBe('true')
          await confirmButton.click()
        },
      }

      expect(await connectEmail()).toEqual({ action: 'VERIFY_DEVICE' })
      const link = await stack.mail.waitForMessage({
        to: EMAIL,
        subject: 'Approve a new device',
        timeoutMs: 15_000,
      })
      const approveUrl = /https?:\/\/\S+/.exec(link.text)?.[0]
      // Opening the link approves nothing (mail scanners open links); its button does.
      const approvePage = await fresh.newPage()
      await approvePage.goto(approveUrl ?? 'http://invalid.invalid')
      await approvePage.getByRole('button', { name: 'Approve this device' }).click()
      await expect
        .poll(() => approvePage.getByRole('heading').textContent())
        .toBe('Device approved')
      await approvePage.close()
      expect(await request('CONNECT_DEVICE', {}, other)).toEqual({})

      // The login code alone unlocks nothing here: the frame asks for the vault's code, in its UI.
      await startRequest('CONNECT_OTP', { otp: await loginCode() }, other)
      const vaultMail = await stack.mail.waitForMessage({
        to: EMAIL,
        subject: 'Confirm this device',
        timeoutMs: 15_000,
      })
      expect(vaultMail.from).toBe('vault@latch.localhost')
      expect(codeIn(vaultMail.text)).toMatch(/^\d{6}$/)
      expect(vaultMail.text).toContain('new device')
      // The share never reached the mailbox: the mail holds the code and words only.
      expect(vaultMail.text).not.toMatch(/[A-Za-z0-9+/]{40,}={0,2}/)
      await expect.poll(() => input.isVisible(), { timeout: 15_000 }).toBe(true)
      // The host showed the frame for CONNECT_OTP (APPROVAL open).
      expect(await approvals()).toEqual([true])
      expect(await frame(other).getByRole('dialog').textContent()).toContain(
        `We sent a code to ${EMAIL} to confirm this new device.`,
      )
      expect(
        await frame(other)
          .getByRole('button', { name: /^Resend/ })
          .isDisabled(),
      ).toBe(true)

      // Cancel: the login ends with 'Recovery cancelled', the frame hides again. Chromium drops a
      // click on a frame that tracks its visibility just after it moved (the host showing it): the
      // person clicks once the form has been seen (its Confirm armed, guardConfirm).
      const armed = frame(other).getByRole('button', { name: 'Confirm' })
      await expect
        .poll(() => armed.getAttribute('aria-disabled'), { timeout: 10_000 })
        .toBe('false')
      await frame(other).getByRole('button', { name: 'Cancel' }).click()
      expect(await pendingResult(other)).toEqual({ error: 'Recovery cancelled' })
      expect(await approvals()).toEqual([true, false])
      expect(await request('IS_CONNECTED', {}, other)).toEqual({ isConnected: false })

      // Again: the device is known now (one code), then the vault's code once more.
      expect(await connectEmail()).toEqual({ action: 'VERIFY_OTP' })
      await startRequest('CONNECT_OTP', { otp: await loginCode() }, other)
      await expect.poll(() => input.isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await approvals()).toEqual([true, false, true])
      // Within the vault's 30 s no new mail: the code mailed for the cancelled try still works.
      const vaultCode = codeIn(
        stack.mail.messages({ to: EMAIL, subject: 'Confirm this device' })[0]?.text ?? '',
      )

      // A wrong code: said in the frame, the form stays for another try.
      await input.fill(vaultCode === '000000' ? '111111' : '000000')
      await confirm.click()
      await expect
        .poll(() => frame(other).getByRole('dialog').getByRole('status').first().textContent(), {
          timeout: 10_000,
        })
        .toBe('Invalid code')
      expect(await input.isVisible()).toBe(true)

      await input.fill(vaultCode)
      await confirm.click()
      expect(await pendingResult(other)).toEqual({ value: {} })
      expect(await approvals()).toEqual([true, false, true, false])
      const user = (await request('GET_USER', { chainId: `eip155:${chain().chainId}` }, other)) as {
        address: string
      }
      expect(user.address).toBe(address)
    } finally {
      await fresh.close()
    }
  }, 150_000)

  it('signs out: the session ends and the key is gone', async () => {
    expect(await request('SIGN_OUT')).toEqual({})
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: false })
    await expect(request('GET_USER', { chainId: `eip155:${chain().chainId}` })).rejects.toThrow(
      'Not connected to email or social',
    )
  }, 60_000)

  it('never says READY under a host origin the project does not allow', async () => {
    const other = await context.newPage()
    const console: string[] = []
    other.on('console', (message) => console.push(message.text()))
    await other.goto(hostUrl(stranger.origin))
    // CSP frame-ancestors blocks the document; wait for the frame element to settle, then a while.
    await other.waitForLoadState('load')
    await other.waitForTimeout(3_000)
    const heard = await other.evaluate(() => (window as unknown as HostWindow).latchHost.heard)
    expect(heard.filter((message) => message.origin === site.origin)).toEqual([])
    // Chromium names the reason: the frame site's CSP frame-ancestors.
    await expect
      .poll(() => console.some((line) => line.includes('frame-ancestors')), { timeout: 5_000 })
      .toBe(true)
    await other.close()
  }, 60_000)

  it('shows "This page can’t be shown here" when opened outside a frame', async () => {
    const top = await context.newPage()
    await top.goto(`${site.url}?projectId=${PROJECT_ID}`)
    await expect
      .poll(() => top.getByRole('heading').textContent(), { timeout: 10_000 })
      .toBe('This page can’t be shown here')
    await top.close()
  }, 30_000)
})
