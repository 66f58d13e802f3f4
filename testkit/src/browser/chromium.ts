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

/**
 * Chromium resolves no host name but this machine's: every remote call fails at once, inside the
 * browser, with no interception (a route sends each request to Node and back: tens of ms per
 * file of a page on a busy machine, and no HTTP cache).
 */
export const OFFLINE_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

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
  ...OFFLINE_ARGS,
]

/** The browsers `launchChromium` made: offline by their flags. */
const offlineBrowsers = new WeakSet<Browser>()

/** Installs Debian's chromium when it is missing (root; about a minute). */
export function ensureChromium({ log = console.log }: { log?: (line: string) => void } = {}): void {
  if (existsSync(CHROMIUM_PATH)) return
  log(`${CHROMIUM_PATH} is missing: installing Debian's chromium (about a minute)…`)
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' })
}

/**
 * Headless Chromium, offline (`OFFLINE_ARGS`); each launch gets a fresh temporary profile, removed
 * on close.
 */
export async function launchChromium({
  ensure = true,
  args = [],
}: {
  ensure?: boolean
  /** More flags. */
  args?: string[]
} = {}): Promise<Browser> {
  if (ensure) ensureChromium()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  })
  offlineBrowsers.add(browser)
  return browser
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
 * A fresh context (own storage) whose requests do not reach the network: every non-loopback
 * request and WebSocket is recorded in `blocked`, and fails at once, so a page never waits on the
 * network. In a browser from `launchChromium` no remote name resolves, so HTTP requests are only
 * watched, not intercepted: the page's own files load as in a visitor's browser, from its HTTP
 * cache too (a remote address written as an IP is recorded but not stopped). Any other
 * browser's requests are intercepted and refused. WebSockets are refused with 1008.
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
  const remote = (url: URL) =>
    !isLoopbackUrl(url.href) && url.protocol !== 'data:' && url.protocol !== 'blob:'
  if (offlineBrowsers.has(browser)) {
    context.on('request', (request) => {
      if (remote(new URL(request.url()))) blocked.push(request.url())
    })
  } else {
    await context.route(remote, (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    })
  }
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
