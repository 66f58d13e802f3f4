import { randomUUID } from 'node:crypto'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  askForCode,
  attackerDriver,
  axeFindingsLightAndDark,
  codeField,
  dialog,
  exposeLatch,
  frameTimings,
  latchState,
  openEmailLogin,
  readCode,
  recordFrameTimings,
  resendButton,
  secureFrame,
  startAttackerSite,
} from './embeddedWalletPage'
import { defaultUi } from './models'

// Email login in react-default's default UI, end to end in Chromium on the local stack: the
// example's page (the host app), the secure frame on the frame site's own origin, the auth server
// mailing codes to the local inbox, the local chain. Every approval is the person's own input in
// the frame's document (a click, or Enter on its button); the page never approves. One demo and
// one browser for the file; the tests run in order, each from where the last left the page.
const EMAIL = 'ada@example.com'
const NEW_EMAIL = 'ada.lovelace@example.com'
const MESSAGE = 'Hello from Latch'

describe('the embedded wallet in react-default', () => {
  let demo: Demo
  let browser: Browser
  let context: BrowserContext
  let page: Page
  /** The EVM address the frame gave at login. */
  let address: `0x${string}`
  /** The Solana address the same login gave. */
  let solanaAddress: string
  const figures: Record<string, number | string> = {}
  const chain = () => demo.stack.chains[0] as Demo['stack']['chains'][number]
  const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const signOutput = () => page.getByLabel('Signature')
  // The account button once the wallet confirmed it (a returning visitor's shows busy before).
  const connected = () =>
    page.getByRole('button', { name: /, account$/ }).and(page.locator(':not([aria-busy="true"])'))

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot('react-default'), port: 0 }),
      launchChromium(),
    ])
    ;({ context } = await newLoopbackContext(browser))
    page = await context.newPage()
    await page.goto(demo.url)
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 30_000 })
    await exposeLatch(page)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    console.info(`embedded wallet e2e figures: ${JSON.stringify(figures)}`)
    await browser?.close()
    await demo?.stop()
  }, 60_000)

  it('Connect lists "Continue with email" first; the email step passes axe, light and dark', async () => {
    await recordFrameTimings(page)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const lists = dialog(page).getByRole('list')
    await dialog(page).getByRole('button', { name: 'Continue with email' }).waitFor()
    expect(await lists.first().getAttribute('aria-label')).toBe('Email')
    await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
    await dialog(page).getByLabel('Email', { exact: true }).waitFor({ timeout: 15_000 })
    expect(await axeFindingsLightAndDark(page)).toEqual([])
  }, 60_000)

  it('mails a code; "Resend code in N s" is disabled and counts down; the code step passes axe, light and dark', async () => {
    const askedAt = Date.now()
    await askForCode(page, EMAIL)
    // The frame asks the auth server, which mails the code; the view then asks for it.
    figures.emailToCodeStepMs = Date.now() - askedAt
    const first = await resendButton(page).textContent()
    expect(first).toMatch(/^Resend code in \d+ s$/)
    expect(await resendButton(page).isDisabled()).toBe(true)
    await page.waitForTimeout(1_200)
    const second = await resendButton(page).textContent()
    expect(await resendButton(page).isDisabled()).toBe(true)
    const seconds = (text: string | null) => Number(/in (\d+) s/.exec(text ?? '')?.[1])
    expect(seconds(second)).toBeLessThan(seconds(first))
    expect(seconds(second)).toBeGreaterThan(0)
    expect(await axeFindingsLightAndDark(page)).toEqual([])
  }, 60_000)

  it('logs in with the mailed code: the EVM account from the frame is shown, the modal closes', async () => {
    const code = await readCode(demo, EMAIL, 'Your login code')
    const typedAt = Date.now()
    // Six digits send the code at once (no click needed); Continue would do the same.
    await codeField(page, EMAIL).fill(code)
    await connected().waitFor({ timeout: 30_000 })
    figures.codeToConnectedMs = Date.now() - typedAt
    await dialog(page).waitFor({ state: 'detached' })

    const state = await latchState(page)
    expect(state.eip155?.status).toBe('connected')
    expect(state.connectorId).toBe('auth')
    expect(state.username).toBe(EMAIL)
    address = state.eip155?.address as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The page shows that account (shortened), never the test wallet's.
    expect(await defaultUi.shownAccount(page)).toContain(address.slice(0, 6))
    // One email login connects both namespaces the wallet serves (spec §6): Solana follows,
    // silently, right after.
    await expect
      .poll(async () => (await latchState(page)).solana?.status, { timeout: 15_000 })
      .toBe('connected')
    solanaAddress = (await latchState(page)).solana?.address as string
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await page.getByText('Connected on EVM and Solana.').count()).toBe(1)

    // From the frame element's insertion (on the email's Continue) to the plugin's
    // `frame: 'ready'`: READY, the private channel, and the spec's 500 ms grace after it.
    const { frameAttached, frameReady } = await frameTimings(page)
    if (frameAttached !== undefined && frameReady !== undefined)
      figures.frameReadyMs = Math.round(frameReady - frameAttached)
  }, 90_000)

  it('signs a message approved by a click inside the secure frame; the signature verifies', async () => {
    await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
    await page.getByRole('dialog', { name: 'Approve in your wallet' }).waitFor({ timeout: 15_000 })
    const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
    // The frame shows what is asked, and arms Approve a moment after it appears.
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await secureFrame(page).getByRole('dialog').textContent()).toContain(MESSAGE)
    await approve.click()
    await expect
      .poll(() => signOutput().textContent(), { timeout: 30_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await signOutput().textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
    await dialog(page).waitFor({ state: 'detached' })
    expect((await latchState(page)).embedded?.approving).toBe(false)
  }, 60_000)

  it('lays the secure frame over the modal while it shows its approval', async () => {
    await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
    const modal = page.getByRole('dialog', { name: 'Approve in your wallet' })
    await modal.waitFor({ timeout: 15_000 })
    const reject = secureFrame(page).getByRole('button', { name: 'Reject' })
    await expect.poll(() => reject.isVisible(), { timeout: 15_000 }).toBe(true)
    const [frameBox, modalBox] = await Promise.all([
      page.locator('#w3m-iframe').boundingBox(),
      modal.boundingBox(),
    ])
    // Inside the dialog's box, wholly on screen (not where a fixed frame falls by default).
    expect(frameBox && modalBox).toBeTruthy()
    const inside = (a: typeof frameBox, b: typeof modalBox) =>
      !!a &&
      !!b &&
      a.x >= b.x &&
      a.y >= b.y &&
      a.x + a.width <= b.x + b.width + 1 &&
      a.y + a.height <= b.y + b.height + 1
    expect(inside(frameBox, modalBox)).toBe(true)
    expect((frameBox?.height ?? 0) > 100).toBe(true)
    // Chromium drops a click on a frame that just moved (visibility tracked): the click comes
    // once the frame was seen, its Approve armed.
    await expect
      .poll(
        () =>
          secureFrame(page).getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled'),
        { timeout: 15_000 },
      )
      .toBe('false')
    await reject.click()
    await dialog(page).waitFor({ state: 'detached' })
  }, 60_000)

  it('a Reject inside the frame shows as a rejection; still connected, nothing left open', async () => {
    await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
    const reject = secureFrame(page).getByRole('button', { name: 'Reject' })
    await expect.poll(() => reject.isVisible(), { timeout: 15_000 }).toBe(true)
    // Chromium drops a click on a frame that just moved (visibility tracked): the person's
    // click comes once the frame was seen, its Approve armed.
    await expect
      .poll(
        () =>
          secureFrame(page).getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled'),
        {
          timeout: 15_000,
        },
      )
      .toBe('false')
    await reject.click()
    await expect.poll(() => signOutput().textContent(), { timeout: 15_000 }).toMatch(/reject/i)
    await dialog(page).waitFor({ state: 'detached' })
    const state = await latchState(page)
    expect(state.eip155).toEqual({ status: 'connected', address })
    expect(state.embedded?.approving).toBe(false)
    expect(state.modalOpen).toBe(false)
    // The frame is hidden again.
    expect(await page.locator('#w3m-iframe').isVisible()).toBe(false)
  }, 60_000)

  it('sends 0.01 ETH approved inside the frame; it lands on the local chain', async () => {
    // A new wallet holds nothing: a dev account funds it first.
    const funder = privateKeyToAccount(demo.stack.accounts[0]?.privateKey as `0x${string}`)
    const rpc = http(chain().rpcUrl)
    const funding = await createWalletClient({ account: funder, transport: rpc }).sendTransaction({
      to: address,
      value: parseEther('1'),
      chain: null,
    })
    await client().waitForTransactionReceipt({ hash: funding })
    const recipient = demo.config.recipient
    const before = await client().getBalance({ address: recipient })

    const section = page.getByRole('region', { name: 'Send 0.01 ETH' })
    await section.getByRole('button', { name: 'Send 0.01 ETH to the second account' }).click()
    const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
    const asked = await secureFrame(page).getByRole('dialog').textContent()
    expect(asked).toContain(recipient)
    expect(asked).toContain('0.01')
    await approve.click()
    const output = section.getByLabel('Transaction')
    await expect.poll(() => output.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await output.textContent()) as `0x${string}`
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client().getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
  }, 90_000)

  it('a whole-balance SOL transfer asked by the page names its recipient and amount in the frame; what is approved lands', async () => {
    const FUNDED = 1_234_567_891
    const FEE = 5_000
    const { solana } = demo.stack
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const wallet = new PublicKey(solanaAddress)
    const funder = Keypair.fromSecretKey(solana.accounts.at(-1)!.secretKey)
    const funding = new Transaction({
      feePayer: funder.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({ fromPubkey: funder.publicKey, toPubkey: wallet, lamports: FUNDED }),
    )
    funding.sign(funder)
    await connection.confirmTransaction(await connection.sendRawTransaction(funding.serialize()))
    const recipient = Keypair.generate().publicKey
    const drain = new Transaction({
      feePayer: wallet,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: recipient, lamports: FUNDED - FEE }),
    )
    await exposeLatch(page)
    await page.evaluate(
      (transaction) => {
        const own = window as unknown as {
          __latch: { dispatch(command: object): Promise<unknown> }
          __drain?: Promise<unknown>
        }
        own.__drain = own.__latch
          .dispatch({
            type: 'solana.request',
            method: 'solana_signAndSendTransaction',
            params: { transaction },
          })
          .catch((error: Error) => error.message)
      },
      drain.serialize({ requireAllSignatures: false }).toString('base64'),
    )
    const inFrame = secureFrame(page).getByRole('dialog')
    await expect
      .poll(() => inFrame.textContent(), { timeout: 30_000 })
      .toContain(recipient.toBase58())
    const shown = (await inFrame.textContent()) ?? ''
    expect(shown).toContain('1.234562891 SOL')
    expect(shown).toContain(`To${recipient.toBase58()}`)
    const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
    await expect
      .poll(() => approve.getAttribute('aria-disabled'), { timeout: 15_000 })
      .toBe('false')
    await approve.click()
    const sent = (await page.evaluate(
      () => (window as unknown as { __drain?: Promise<unknown> }).__drain,
    )) as { signature?: string }
    expect(sent.signature).toBeDefined()
    await connection.confirmTransaction(sent.signature!, 'confirmed')
    expect(await connection.getBalance(recipient)).toBe(FUNDED - FEE)
    await dialog(page).waitFor({ state: 'detached' })
  }, 90_000)

  it('a script in the page hides the frame under a decoy: a real click on Approve signs nothing', async () => {
    await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
    const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isVisible(), { timeout: 15_000 }).toBe(true)
    const box = await approve.boundingBox()
    expect(box).toBeTruthy()
    // XSS in the host: the frame made see-through, a decoy of the page's own laid over Approve.
    await page.evaluate((at) => {
      const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement
      frame.style.opacity = '0.01'
      const decoy = document.createElement('button')
      decoy.id = 'decoy'
      decoy.textContent = 'Claim your reward'
      Object.assign(decoy.style, {
        position: 'fixed',
        left: `${at.x}px`,
        top: `${at.y}px`,
        width: `${at.width}px`,
        height: `${at.height}px`,
        zIndex: '2147483647',
        pointerEvents: 'none',
      })
      document.body.appendChild(decoy)
    }, box!)
    // Longer than the frame waits before a click counts: the attack is not early.
    await page.waitForTimeout(1_500)
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2)
    await page.waitForTimeout(1_000)
    expect(await signOutput().textContent()).not.toMatch(/^0x/)
    expect((await latchState(page)).embedded?.approving).toBe(true)

    // The page's own state again: the person sees the request and turns it down.
    await page.evaluate(() => {
      ;(document.getElementById('w3m-iframe') as HTMLIFrameElement).style.opacity = ''
      document.getElementById('decoy')?.remove()
    })
    await expect
      .poll(() => approve.getAttribute('aria-disabled'), { timeout: 15_000 })
      .toBe('false')
    await secureFrame(page).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => signOutput().textContent(), { timeout: 15_000 }).toMatch(/reject/i)
    await dialog(page).waitFor({ state: 'detached' })
  }, 60_000)

  it('a Permit asked by the page shows its spender and its unlimited amount in the frame', async () => {
    await exposeLatch(page)
    const spender = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const typedData = {
      domain: {
        name: 'Token',
        version: '1',
        chainId: chain().chainId,
        verifyingContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      },
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
    await page.evaluate(
      ([owner, data]) => {
        const own = window as unknown as {
          __latch: {
            getProvider(namespace: string): Promise<{ request(args: object): Promise<unknown> }>
          }
          __permit?: Promise<string>
        }
        own.__permit = own.__latch
          .getProvider('eip155')
          .then((provider) =>
            provider.request({ method: 'eth_signTypedData_v4', params: [owner, data] }),
          )
          .then(
            () => 'signed',
            (error: Error) => error.message,
          )
      },
      [address, JSON.stringify(typedData)] as const,
    )
    const inFrame = secureFrame(page).getByRole('dialog')
    await expect.poll(() => inFrame.textContent(), { timeout: 30_000 }).toContain('Permit')
    const shown = (await inFrame.textContent()) ?? ''
    expect(shown).toContain('Token permit (EIP-2612)')
    expect(shown).toContain(spender)
    expect(shown).toContain('Unlimited: the spender can take all of this token you hold.')
    const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
    await expect
      .poll(() => approve.getAttribute('aria-disabled'), { timeout: 15_000 })
      .toBe('false')
    await secureFrame(page).getByRole('button', { name: 'Reject' }).click()
    expect(
      await page.evaluate(() => (window as unknown as { __permit?: Promise<string> }).__permit),
    ).toMatch(/reject/i)
    await dialog(page).waitFor({ state: 'detached' })
  }, 60_000)

  it('an email change dispatched from the page mails nothing and changes nothing without the person', async () => {
    await exposeLatch(page)
    const mails = () => demo.stack.mail.messages({ subject: 'Confirm your email change' }).length
    const before = mails()
    await page.evaluate(() => {
      const own = window as unknown as {
        __latch: { dispatch(command: object): Promise<unknown> }
        __changed?: Promise<string>
      }
      own.__changed = own.__latch
        .dispatch({ type: 'embeddedWallet.updateEmail', email: 'mallory@example.com' })
        .then(
          () => 'changed',
          (error: Error) => error.message,
        )
    })
    const inFrame = secureFrame(page).getByRole('dialog')
    await expect
      .poll(() => inFrame.textContent(), { timeout: 30_000 })
      .toContain('mallory@example.com')
    expect(await inFrame.textContent()).toContain(EMAIL)
    await page.waitForTimeout(1_500)
    expect(mails()).toBe(before)
    // The person did not ask for this: Cancel in the frame.
    await expect
      .poll(
        () =>
          secureFrame(page)
            .getByRole('button', { name: 'Send code' })
            .getAttribute('aria-disabled'),
        { timeout: 15_000 },
      )
      .toBe('false')
    await secureFrame(page).getByRole('button', { name: 'Cancel' }).click()
    expect(
      await page.evaluate(() => (window as unknown as { __changed?: Promise<string> }).__changed),
    ).toMatch(/Email change cancelled/)
    expect(mails()).toBe(before)
    expect((await latchState(page)).embedded?.email).toBe(EMAIL)
    await page.keyboard.press('Escape')
  }, 60_000)

  it('stays connected across a reload (same address), without any email step', async () => {
    const mailsBefore = demo.stack.mail.messages({ to: EMAIL }).length
    await page.reload()
    await connected().waitFor({ timeout: 30_000 })
    await exposeLatch(page)
    const state = await latchState(page)
    expect(state.eip155).toEqual({ status: 'connected', address })
    expect(state.solana).toEqual({ status: 'connected', address: solanaAddress })
    expect(state.username).toBe(EMAIL)
    expect(state.modalOpen).toBe(false)
    expect(demo.stack.mail.messages({ to: EMAIL })).toHaveLength(mailsBefore)
  }, 60_000)

  it('changes the email in the frame: both addresses shown there, a code from each typed there; Account shows it', async () => {
    await connected().click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(EMAIL).waitFor()
    await account.getByRole('button', { name: 'Change email' }).click()
    await dialog(page).getByLabel('New email').fill(NEW_EMAIL)
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()

    // The secure frame shows the change and asks for the codes; the page never sees one.
    const inFrame = secureFrame(page).getByRole('dialog')
    await expect.poll(() => inFrame.textContent(), { timeout: 30_000 }).toContain(NEW_EMAIL)
    expect(await inFrame.textContent()).toContain(EMAIL)
    /** A click once the frame has been seen (guardConfirm arms the button), as a person's. */
    const press = async (name: string) => {
      const button = secureFrame(page).getByRole('button', { name })
      await expect
        .poll(() => button.getAttribute('aria-disabled'), { timeout: 15_000 })
        .toBe('false')
      await button.click()
    }
    await press('Send code')
    for (const [to, subject] of [
      [EMAIL, 'Confirm your email change'],
      [NEW_EMAIL, 'Confirm your new email'],
    ] as const) {
      await expect.poll(() => inFrame.textContent(), { timeout: 30_000 }).toContain(`sent to ${to}`)
      await secureFrame(page)
        .getByRole('textbox', { name: 'Code' })
        .fill(await readCode(demo, to, subject))
      await press('Confirm')
    }

    // Back on Account, which names the new email.
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByText(NEW_EMAIL)
      .waitFor({ timeout: 30_000 })
    expect(await page.getByRole('dialog', { name: 'Account' }).getByText(EMAIL).count()).toBe(0)
    const state = await latchState(page)
    expect(state.username).toBe(NEW_EMAIL)
    expect(state.embedded?.email).toBe(NEW_EMAIL)
    expect(state.eip155).toEqual({ status: 'connected', address })
  }, 90_000)

  it('disconnects EVM, then Solana (the last signs out); stays disconnected after a reload', async () => {
    // Disconnect acts on the active namespace; the page moves to the one still connected.
    await defaultUi.disconnect(page)
    await page.getByText('Connected on Solana.').waitFor({ timeout: 15_000 })
    expect(await latchState(page)).toMatchObject({
      eip155: { status: 'disconnected' },
      solana: { status: 'connected', address: solanaAddress },
      activeNamespace: 'solana',
    })
    await defaultUi.disconnect(page)
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 15_000 })

    await page.reload()
    await exposeLatch(page)
    // Give a reconnect every chance to happen (it would not wait for a click).
    await page.waitForTimeout(2_000)
    expect(await page.getByRole('button', { name: 'Connect wallet' }).count()).toBe(1)
    expect(await connected().count()).toBe(0)
    const state = await latchState(page)
    expect(state.eip155?.status).not.toBe('connected')
    expect(state.solana?.status).not.toBe('connected')
  }, 60_000)

  it('ignores forged frame messages from a page on another origin (0 accepted)', async () => {
    const attacker = await startAttackerSite()
    const attackerPage = await context.newPage()
    const evil = attackerDriver(attackerPage)
    let attacks = 0
    let accepted = 0
    try {
      await attackerPage.goto(attacker.url)
      // The attacker opens the app in a popup: it holds the app's window and its frames.
      const [victim] = await Promise.all([context.waitForEvent('page'), evil.open(demo.url)])
      await victim.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 30_000 })
      await exposeLatch(victim)
      // What an accepted forgery would change: the account, the approval, the login step.
      const observed = async () => {
        const s = await latchState(victim)
        return JSON.stringify([s.eip155, s.embedded?.approving, s.view, s.embedded?.login])
      }
      /** Posts one forged message to the app's window; counts it accepted if anything changed. */
      const forge = async (message: unknown) => {
        const before = await observed()
        await evil.post(message)
        // Longer than the channel's 500 ms grace, had a READY been taken.
        await victim.waitForTimeout(700)
        attacks++
        if ((await observed()) !== before) accepted++
      }

      // 1. Before any channel matters: the person starts an email login (the frame is made).
      await openEmailLogin(victim)
      await askForCode(victim, NEW_EMAIL)
      expect((await latchState(victim)).embedded?.frame).toBe('ready')
      const victimAccount = demo.stack.accounts[5]?.address
      const chainId = `eip155:${chain().chainId}`
      for (const message of [
        { type: '@latch-frame/READY' },
        { type: '@latch-frame/READY', payload: { version: '1.0.0' } },
        { type: '@latch-frame/OPEN_CHANNEL_SUCCESS', id: randomUUID() },
        { type: '@latch-frame/CONNECT_OTP_SUCCESS', id: randomUUID(), payload: {} },
        {
          type: '@latch-frame/GET_USER_SUCCESS',
          id: randomUUID(),
          payload: {
            email: 'victim@example.com',
            address: victimAccount,
            chainId,
            accounts: [{ address: victimAccount, type: 'eoa' }],
            preferredAccountType: 'eoa',
          },
        },
        {
          type: '@latch-frame/IS_CONNECTED_SUCCESS',
          id: randomUUID(),
          payload: { isConnected: true },
        },
        { type: '@latch-frame/APPROVAL', id: randomUUID(), payload: { open: true } },
      ]) {
        await forge(message)
      }
      expect(await victim.getByRole('dialog', { name: 'Approve in your wallet' }).count()).toBe(0)
      expect((await latchState(victim)).eip155?.status).not.toBe('connected')

      // 2. The frame itself, offered a private channel by the attacker as if it were its host.
      const frames = await evil.frameCount()
      for (let index = 0; index < frames; index++) {
        const offer = { type: '@latch-app/OPEN_CHANNEL', id: randomUUID() }
        const heard = await evil.offerChannel(index, offer, 1_000)
        attacks++
        if (heard.length > 0) accepted++
      }

      // The real channel still works: the person logs in with the code from the inbox, the same
      // wallet as before (this browser keeps its device share).
      await codeField(victim, NEW_EMAIL).fill(await readCode(demo, NEW_EMAIL, 'Your login code'))
      await victim.getByRole('button', { name: /, account$/ }).waitFor({ timeout: 30_000 })
      await expect
        .poll(async () => (await latchState(victim)).eip155, { timeout: 15_000 })
        .toEqual({ status: 'connected', address })

      // 3. While a real signature waits in the frame: a forged reply and a forged "approval closed".
      await victim.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
      const reject = secureFrame(victim).getByRole('button', { name: 'Reject' })
      await expect.poll(() => reject.isVisible(), { timeout: 15_000 }).toBe(true)
      await forge({
        type: '@latch-frame/RPC_REQUEST_SUCCESS',
        id: randomUUID(),
        payload: `0x${'ab'.repeat(65)}`,
      })
      await forge({ type: '@latch-frame/APPROVAL', id: randomUUID(), payload: { open: false } })
      expect(await victim.getByLabel('Signature').textContent()).toBe('Waiting for the wallet…')
      // By keyboard in the frame: the misplaced frame (see the todo above) puts Reject out of view.
      await reject.press('Enter')
      await expect
        .poll(() => victim.getByLabel('Signature').textContent(), { timeout: 15_000 })
        .toMatch(/reject/i)
    } finally {
      figures.attacks = attacks
      figures.accepted = accepted
      await attackerPage.close()
      await attacker.stop()
    }
    expect(attacks).toBeGreaterThanOrEqual(10)
    expect(accepted).toBe(0)
  }, 180_000)
})
