import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import type { Demo } from '@latch-examples/demo-support'
import type { Page } from 'playwright-core'

// The embedded wallet (email login, keys in the secure frame) as a user meets it in the default UI
// of react-default, plus what a test needs around it: the page's Latch client, the local inbox,
// axe, and a page on another origin.

/** The secure frame the plugin lays over the modal for an approval. */
export const secureFrame = (page: Page) => page.frameLocator('#w3m-iframe')

/** The open modal. */
export const dialog = (page: Page) => page.getByRole('dialog')

/** The EmailLogin view's email step: its field and Continue. */
export const emailField = (page: Page) => dialog(page).getByLabel('Email', { exact: true })

/** The EmailLogin view's code step, for the code mailed to `email`. */
export const codeField = (page: Page, email: string) =>
  dialog(page).getByLabel(`Enter the 6-digit code sent to ${email}`)

/** "Resend code in N s" while the 30 s cooldown runs, then "Resend code". */
export const resendButton = (page: Page) =>
  dialog(page).getByRole('button', { name: /^Resend code( in \d+ s)?$/ })

/** Connect wallet → "Continue with email": resolves once the email field is shown. */
export async function openEmailLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
  await emailField(page).waitFor({ timeout: 15_000 })
}

/** Types the email and asks for a code: resolves once the code step is shown. */
export async function askForCode(page: Page, email: string): Promise<void> {
  await emailField(page).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await codeField(page, email).waitFor({ timeout: 30_000 })
}

/** The newest unread mail to `to` (with `subject`) in the local inbox, and its 6-digit code. */
export async function readCode(demo: Demo, to: string, subject?: string): Promise<string> {
  const mail = await demo.stack.mail.waitForMessage({ to, subject, timeoutMs: 30_000 })
  const code = /\b\d{6}\b/.exec(mail.text)?.[0]
  if (!code) throw new Error(`no 6-digit code in the mail to ${to}: ${mail.subject}`)
  return code
}

/** What a test reads of the page's Latch client (see `exposeLatch`). */
export interface PageLatchState {
  eip155?: { status: string; address?: string }
  solana?: { status: string; address?: string }
  /** The network the page acts on: 'eip155' or 'solana'. */
  activeNamespace?: string
  /** The connector of the EVM connection ('auth' for the embedded wallet). */
  connectorId?: string
  /** The email the connection says logged in (Connection.auth). */
  username?: string
  modalOpen: boolean
  view?: string
  embedded?: { frame: string; login: { step: string }; approving: boolean; email?: string }
}

/**
 * Makes the example's own Latch client reachable from tests as `window.__latch`: the dev server
 * serves `src/latch.ts` once, so importing it again returns the instance the page uses. Call it
 * after every navigation.
 */
export async function exposeLatch(page: Page): Promise<void> {
  // A string, not a function: the test runner would rewrite a dynamic import in test code.
  await page.evaluate(`import('/src/latch.ts').then((m) => { window.__latch = m.latch })`)
}

/**
 * Notes, on the page's clock, when the secure frame's element is inserted and when the plugin
 * says the frame is ready (`state.plugins.embeddedWallet.frame`). After `exposeLatch`.
 */
export async function recordFrameTimings(page: Page): Promise<void> {
  await page.evaluate(() => {
    const t: { frameAttached?: number; frameReady?: number } = {}
    // biome-ignore lint/suspicious/noExplicitAny: the page's client, see exposeLatch
    const own = window as any
    own.__frameTimings = t
    new MutationObserver(() => {
      if (document.getElementById('w3m-iframe')) t.frameAttached ??= performance.now()
    }).observe(document.body, { childList: true })
    own.__latch.subscribe(
      // biome-ignore lint/suspicious/noExplicitAny: the page's state
      (s: any) => s.plugins.embeddedWallet?.frame,
      (frame: string) => {
        if (frame === 'ready') t.frameReady ??= performance.now()
      },
    )
  })
}

/** What `recordFrameTimings` noted (ms on the page's clock). */
export function frameTimings(page: Page): Promise<{ frameAttached?: number; frameReady?: number }> {
  return page.evaluate(
    () => (window as unknown as { __frameTimings: Record<string, number> }).__frameTimings,
  )
}

/** The slices of the page's client state the tests check. */
export function latchState(page: Page): Promise<PageLatchState> {
  return page.evaluate(() => {
    // biome-ignore lint/suspicious/noExplicitAny: the page's client, typed by the example
    const s = (window as any).__latch.getState()
    const active = s.connectors.activeIds.eip155
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const connection = (s.connections.eip155 ?? []).find((c: any) => c.connectorId === active)
    const embedded = s.plugins.embeddedWallet
    // biome-ignore lint/suspicious/noExplicitAny: the page's state
    const account = (a: any) => a && { status: a.status, address: a.address }
    return {
      eip155: account(s.accounts.eip155),
      solana: account(s.accounts.solana),
      activeNamespace: s.networks.activeNamespace,
      connectorId: active,
      username: connection?.auth?.username,
      modalOpen: s.modal.open,
      view: s.router.history.at(-1)?.view,
      embedded: embedded && {
        frame: embedded.frame,
        login: { step: embedded.login.step },
        approving: embedded.approving,
        email: embedded.email,
      },
    }
  })
}

export interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  /** The elements found (CSS selectors) and why, for the failure message. */
  nodes: { target: string; summary?: string }[]
}

/**
 * Waits until the page is still: no CSS transition or animation running (a theme switch fades
 * colours; axe would read a colour half-way), then two frames.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    await frame()
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    await Promise.all(finite.map((a) => a.finished.catch(() => {})))
    await frame()
    await frame()
  })
}

/** axe-core's WCAG 2.1 A/AA findings on the page as it is (the open modal and the page around it). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await settle(page)
  if (!(await page.evaluate(() => 'axe' in window))) {
    const source = await readFile(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    )
    await page.addScriptTag({ content: source })
  }
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe's global, added above
    const results = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    // biome-ignore lint/suspicious/noExplicitAny: axe's result
    return results.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // biome-ignore lint/suspicious/noExplicitAny: axe's result
      nodes: v.nodes.map((n: any) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }))
  })
}

/**
 * axe's findings on the page as it is, in light then dark mode (through the page's client, see
 * `exposeLatch`), one line per element; the page is left in light mode.
 */
export async function axeFindingsLightAndDark(page: Page): Promise<string[]> {
  const setMode = (themeMode: 'light' | 'dark') =>
    page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: the page's client, see exposeLatch
      (mode) => (window as any).__latch.dispatch({ type: 'theme.setMode', themeMode: mode }),
      themeMode,
    )
  const findings: string[] = []
  for (const mode of ['light', 'dark'] as const) {
    await setMode(mode)
    await page.waitForTimeout(300)
    for (const v of await axeViolations(page)) {
      for (const node of v.nodes)
        findings.push(`${mode}: ${v.id} at ${node.target}: ${node.summary}`)
    }
  }
  await setMode('light')
  return findings
}

/** What the attacker's page offers its test driver (`window.attacker`). */
export interface AttackerWindow {
  attacker: {
    /** Opens the app in a popup, keeping its window. */
    open(url: string): void
    /** Posts to the app's window with `'*'`. */
    post(message: unknown): void
    /** How many frames the app's window has. */
    frameCount(): number
    /** Offers the app's frame `index` a MessageChannel; resolves with what came back on it. */
    offerChannel(index: number, message: unknown, waitMs: number): Promise<unknown[]>
  }
}

/** Drives the attacker's page from the test: each call runs in that page, on its origin. */
export function attackerDriver(page: Page) {
  type Own = AttackerWindow
  return {
    open: (url: string) => page.evaluate((u) => (window as unknown as Own).attacker.open(u), url),
    post: (message: unknown) =>
      page.evaluate((m) => (window as unknown as Own).attacker.post(m), message),
    frameCount: () => page.evaluate(() => (window as unknown as Own).attacker.frameCount()),
    offerChannel: (index: number, message: unknown, waitMs: number) =>
      page.evaluate(([i, m, w]) => (window as unknown as Own).attacker.offerChannel(i, m, w), [
        index,
        message,
        waitMs,
      ] as const),
  }
}

/**
 * A tiny site on another 127.0.0.1 port: an attacker's page. It opens the app in a popup (so it
 * holds the app's window) and posts whatever it likes to that window and its frames, with `'*'`.
 */
export async function startAttackerSite(): Promise<{ url: string; stop(): Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Attacker</title></head><body><h1>Not the app</h1><script>
  window.attacker = {
    victim: null,
    open(url) { this.victim = window.open(url, 'victim') },
    post(message) { this.victim.postMessage(message, '*') },
    frameCount() { return this.victim.frames.length },
    /** Offers frame i a private channel as if it were its host; resolves with what comes back. */
    offerChannel(i, message, waitMs) {
      const channel = new MessageChannel()
      const heard = []
      channel.port1.onmessage = (event) => heard.push(event.data)
      this.victim.frames[i].postMessage(message, '*', [channel.port2])
      return new Promise((resolve) => setTimeout(() => resolve(heard), waitMs))
    },
  }
</script></body></html>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
