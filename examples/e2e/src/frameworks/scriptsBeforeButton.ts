import { gzipSync } from 'node:zlib'
import type { BrowserContext } from 'playwright-core'

export interface ScriptsBeforeButton {
  /** The JavaScript files the page asked for before the button was in it, in request order. */
  urls: string[]
  /** Their bodies gzipped at level 9 (as `loadMeasuringScripts`, so figures compare). */
  gzipBytes: number
}

/**
 * Loads `url` in `context` (a fresh one: a first-time visitor) and measures the JavaScript a page
 * rendered in the browser needed for its first paint: every `.js` file requested before a button
 * named `buttonName` was in the page (seen by a MutationObserver from the document's start),
 * not what the page loads once it is there (the modal warmed up after the paint).
 */
export async function scriptsBeforeButton(
  context: BrowserContext,
  url: string,
  buttonName: string,
): Promise<ScriptsBeforeButton> {
  await context.addInitScript((name: string) => {
    const page = window as unknown as { __buttonAt?: number }
    const observer = new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() === name) {
          page.__buttonAt = performance.now()
          observer.disconnect()
          return
        }
      }
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  }, buttonName)
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.getByRole('button', { name: buttonName }).waitFor()
    const urls = await page.evaluate(() => {
      const buttonAt = (window as unknown as { __buttonAt?: number }).__buttonAt ?? Infinity
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= buttonAt && /\.m?js(?:\?|$)/.test(entry.name))
        .map((entry) => entry.name)
    })
    const bodies = await Promise.all(
      urls.map(async (script) => Buffer.from(await (await fetch(script)).arrayBuffer())),
    )
    return {
      urls,
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    }
  } finally {
    await page.close()
  }
}
