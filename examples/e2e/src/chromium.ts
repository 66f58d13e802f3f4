import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium (installed by the test command when missing); browsers are never downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Headless Chromium for tests. Every request that leaves the machine is aborted, so a page can
 * never wait on the internet.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/** A new page that may only talk to 127.0.0.1 and localhost. */
export async function loopbackPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  await context.route(/.*/, (route) => {
    const { hostname, protocol } = new URL(route.request().url())
    const local = hostname === '127.0.0.1' || hostname === 'localhost' || protocol === 'data:'
    return local ? route.continue() : route.abort('blockedbyclient')
  })
  return context.newPage()
}
