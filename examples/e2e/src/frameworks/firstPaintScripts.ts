import { gzipSync } from 'node:zlib'
import type { Locator, Page, Request } from 'playwright-core'

export interface FirstPaintScripts {
  /** The scripts' URLs, in the order the page asked for them. */
  urls: string[]
  /** Their bodies, each gzipped at level 9 here: servers that compress differently compare. */
  gzipBytes: number
}

/**
 * Loads `url` and measures the JavaScript a visitor's browser fetched before `button` was there:
 * every script requested until the page has loaded and the button is visible, whichever comes
 * later (a server-rendered button shows before its scripts; a client-rendered one after them).
 */
export async function loadMeasuringScripts(
  page: Page,
  url: string,
  button: Locator,
): Promise<FirstPaintScripts> {
  const scripts: Request[] = []
  const record = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  }
  page.on('request', record)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await button.waitFor({ state: 'visible' })
  } finally {
    page.off('request', record)
  }
  const bodies = await Promise.all(
    scripts.map(async (request) => (await request.response())?.body() ?? Buffer.alloc(0)),
  )
  return {
    urls: scripts.map((request) => request.url()),
    gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  }
}
