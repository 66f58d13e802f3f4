import { type LocalStack, type ReservedPort, reservePort, startLocalStack } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameSite, startFrameSite } from './server/startFrameSite'
import { startHostPage } from './test/hostServer'

// Clickjacking, as a hostile host page does it: the host owns the frame element's CSS and the
// page around it, so it can show the frame see-through, or lay its own button over the frame's
// Approve, and ask the person to click there. A real mouse click (playwright's `page.mouse`, a
// trusted event) at Approve's place on the screen must approve nothing then; the same click on
// a frame shown plainly, long enough to be read, approves.
type Browser = Awaited<ReturnType<typeof launchChromium>>
type BrowserContext = Awaited<ReturnType<typeof newLoopbackContext>>['context']
type Page = Awaited<ReturnType<BrowserContext['newPage']>>
type HostWindow = {
  latchHost: { ready: Promise<number>; request(type: string, payload?: unknown): Promise<unknown> }
  pending?: Promise<unknown>
}

const PROJECT_ID = 'clickjack-test'
const EMAIL = 'grace@example.com'
/** Longer than any time the frame waits before an approval counts: the attack is not early. */
const READ_TIME_MS = 1_500
let stack: LocalStack
let site: FrameSite
let reserved: ReservedPort
let host: { origin: string; stop(): Promise<void> }
let browser: Browser
let context: BrowserContext
let page: Page
let address: Hex

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
  ;({ address } = (await request('GET_USER', { chainId })) as { address: Hex })
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
/** Asks for a signature the person must approve in the frame, without waiting for it. */
const askToSign = (message: string) =>
  page.evaluate(
    ([message, address]) => {
      const own = window as unknown as HostWindow
      own.pending = own.latchHost.request('RPC_REQUEST', {
        method: 'personal_sign',
        params: [message, address],
      })
      own.pending.catch(() => {})
    },
    [message, address] as const,
  )
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
/** Where the frame's Approve is on the screen: its centre, in the page's coordinates. */
const approveCentre = async () => {
  const box = await approveButton().boundingBox()
  if (!box) throw new Error('Approve is not laid out')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

// What the hostile host page does to the frame element and around it.
const seeThrough = () =>
  page.evaluate(() => {
    document.getElementById('w3m-iframe')!.style.opacity = '0.01'
  })
/** Its own button drawn over Approve; clicks go through it to the frame (pointer-events: none). */
const decoyOver = ({ x, y }: { x: number; y: number }) =>
  page.evaluate(
    ([x, y]) => {
      const decoy = document.createElement('button')
      decoy.id = 'decoy'
      decoy.textContent = 'Claim your prize'
      Object.assign(decoy.style, {
        position: 'fixed',
        left: `${x - 90}px`,
        top: `${y - 25}px`,
        width: '180px',
        height: '50px',
        zIndex: '2147483647',
        pointerEvents: 'none',
      })
      document.body.appendChild(decoy)
    },
    [x, y] as const,
  )
/** Clips the frame to a strip around Approve: the person sees a real Approve, not what it approves. */
const cropToApprove = ({ y }: { y: number }) =>
  page.evaluate((y) => {
    const frame = document.getElementById('w3m-iframe')!
    const top = y - frame.getBoundingClientRect().top - 30
    frame.style.clipPath = `inset(${top}px 0 0 0)`
  }, y)
const undoAttack = async () => {
  await page.evaluate(() => {
    document.getElementById('decoy')?.remove()
    const frame = document.getElementById('w3m-iframe')!
    frame.style.opacity = ''
    frame.style.clipPath = ''
  })
  // Chromium hit-tests the frame with its old clip for a moment after the clip-path goes.
  await page.waitForTimeout(1_000)
}

/** Runs an attack on a signature request; the person's click at Approve must sign nothing. */
async function attack(message: string, { opacity = false, decoy = false, crop = false }) {
  if (opacity) await seeThrough()
  await askToSign(message)
  await expect.poll(() => approveButton().isVisible(), { timeout: 15_000 }).toBe(true)
  const at = await approveCentre()
  if (decoy) await decoyOver(at)
  if (crop) await cropToApprove(at)
  await page.waitForTimeout(READ_TIME_MS)
  await page.mouse.click(at.x, at.y)
  await page.waitForTimeout(500)
  const result = await outcome()
  // The attack worked: the signature went to the host.
  if (result !== 'pending') {
    await undoAttack()
    return result
  }
  // The frame knew: its Approve says why it does not work.
  const why = await approveButton().getAttribute('aria-describedby')
  expect(await frame().locator(`#${why}`).textContent()).toBe(
    'Part of this window is hidden, covered or see-through. It must be fully visible before you can confirm.',
  )
  // Clean up: the person sees the frame again and rejects the request.
  await undoAttack()
  await frame().getByRole('button', { name: 'Reject' }).click()
  await expect.poll(outcome, { timeout: 10_000 }).toEqual({ error: 'User rejected the request.' })
  return result
}

describe('a hostile host page clickjacking the approval, in Chromium', () => {
  it('a click through a see-through frame (opacity 0.01) approves nothing', async () => {
    expect(await attack('Drain me, see-through', { opacity: true })).toBe('pending')
  }, 60_000)

  it('a click on a decoy laid over Approve approves nothing', async () => {
    expect(await attack('Drain me, decoy', { decoy: true })).toBe('pending')
  }, 60_000)

  it('a click on a decoy over a see-through frame approves nothing', async () => {
    expect(await attack('Drain me, both', { opacity: true, decoy: true })).toBe('pending')
  }, 60_000)

  it('a click on Approve with the rest of the frame clipped away (clip-path) approves nothing', async () => {
    expect(await attack('Drain me, cropped', { crop: true })).toBe('pending')
  }, 60_000)

  it('the same real click on the frame shown plainly, once it has been seen, approves', async () => {
    const message = 'Shown plainly, read, approved'
    // The page calls itself another app (M4): the title names the origin the frame verified.
    await request('SYNC_DAPP_DATA', {
      metadata: { name: 'MetaMask', description: '', url: 'https://metamask.io', icons: [] },
    })
    await askToSign(message)
    await expect.poll(() => approveButton().isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await frame().getByRole('heading').textContent()).toBe(
      `${host.origin} asks you to sign a message`,
    )
    expect(await frame().getByText('Calls itself').textContent()).toBe(
      'Calls itself “MetaMask” (not verified)',
    )
    const at = await approveCentre()
    await page.mouse.click(at.x, at.y)
    await expect.poll(outcome, { timeout: 10_000 }).not.toBe('pending')
    const result = (await outcome()) as { value?: Hex; error?: string }
    expect(result.error).toBeUndefined()
    expect(await verifyMessage({ address, message, signature: result.value! })).toBe(true)
  }, 60_000)
})
