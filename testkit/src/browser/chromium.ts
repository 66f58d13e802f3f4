import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
} from 'playwright-core'

/** Debian's Chromium: browsers are never downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Flags for a quiet, offline, reproducible headless Chromium. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Installs Debian's chromium when it is missing (root; about a minute). */
export function ensureChromium({ log = console.log }: { log?: (line: string) => void } = {}): void {
  if (existsSync(CHROMIUM_PATH)) return
  log(`${CHROMIUM_PATH} is missing: installing Debian's chromium (about a minute)…`)
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' })
}

/**
 * Chromium resolves no host name but this machine's: every remote call fails at once, inside the
 * browser, without the per-request round trip to Node that `newLoopbackContext`'s interception
 * costs (which is what timing measurements need).
 */
export const OFFLINE_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

/** Headless Chromium; each launch gets a fresh temporary profile, removed on close. */
export async function launchChromium({
  ensure = true,
  args = [],
}: {
  ensure?: boolean
  /** More flags, e.g. `OFFLINE_ARGS`. */
  args?: string[]
} = {}): Promise<Browser> {
  if (ensure) ensureChromium()
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  })
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** True for URLs on this machine; anything else would be the network. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK.has(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * A fresh context (own storage) whose requests never leave the machine: every non-loopback
 * request and WebSocket is refused and recorded in `blocked`, so a page never waits on the
 * network.
 */
export async function newLoopbackContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    ...options,
  })
  const blocked: string[] = []
  await context.route(
    (url) =>
      !isLoopbackUrl(url.href) && !url.protocol.startsWith('data') && url.protocol !== 'blob:',
    (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  // `route` does not see WebSockets (a relay client opens one on load): refuse those too.
  await context.routeWebSocket(
    (url) => !isLoopbackUrl(url.href),
    (socket) => {
      blocked.push(socket.url())
      return socket.close({ code: 1008, reason: 'not on this machine' })
    },
  )
  return { context, blocked }
}
