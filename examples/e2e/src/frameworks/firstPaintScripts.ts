import { gzipSync } from 'node:zlib'
import type { Locator, Page, Request } from 'playwright-core'

export interface FirstPaintScripts {
  /** The scripts' URLs, in the order the page asked for them. */
  urls: string[]
  /** Their bodies, each gzipped at level 9 here: servers that compress differently compare. */
  gzipBytes: number
  /** Each one's, in the order of `urls`. */
  gzipBytesEach: number[]
}

/**
 * The scripts a page's HTML names: `<script src>`, and `<link>` preloads of scripts
 * (`modulepreload`, `preload as="script"`), as absolute URLs.
 */
export function scriptsNamedBy(html: string, pageUrl: string): Set<string> {
  const named = new Set<string>()
  const attribute = (tag: string, name: string) =>
    tag
      .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i'))
      ?.slice(1)
      .find(Boolean)
  const add = (href: string | undefined) => {
    if (href) named.add(new URL(href.replaceAll('&amp;', '&'), pageUrl).href)
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) add(attribute(tag, 'src'))
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase()
    if (rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script')) {
      add(attribute(tag, 'href'))
    }
  }
  return named
}

/**
 * Loads `url` (a server-rendered page) and measures the JavaScript a first visit loads before its
 * `button` works: the scripts its HTML names, as the network delivered them until the page had
 * loaded with the button visible. What the page asks for on its own after that, or while it is
 * idle before it (code split off to load on first use, warmed up early), is not counted: when it
 * comes depends on the machine's load, not on the app.
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
  let html = ''
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    html = (await response?.text()) ?? ''
    await button.waitFor({ state: 'visible' })
  } finally {
    page.off('request', record)
  }
  const named = scriptsNamedBy(html, page.url())
  const firstPaint = scripts.filter((request) => named.has(request.url()))
  const bodies = await Promise.all(
    firstPaint.map(async (request) => (await request.response())?.body() ?? Buffer.alloc(0)),
  )
  const gzipBytesEach = bodies.map((body) => gzipSync(body, { level: 9 }).length)
  return {
    urls: firstPaint.map((request) => request.url()),
    gzipBytes: gzipBytesEach.reduce((sum, bytes) => sum + bytes, 0),
    gzipBytesEach,
  }
}
