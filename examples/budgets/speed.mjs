/**
 * Speed budget (issue 7): builds react-default for production, serves it with Vite's preview server
 * on 127.0.0.1 and measures in Chromium, median of 10 page loads: navigation → Connect button
 * interactive, then, once the page has loaded, click → Connect view painted the first time (the
 * modal's and the view's chunks load) and warm (opened again). Budgets: 300 ms, 100 ms, 50 ms.
 *
 *   node examples/budgets/speed.mjs
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { build, defaultClientConditions, preview } from 'vite'

export const BUDGET_MS = { interactive: 300, firstOpen: 100, warmOpen: 50 }
const RUNS = 10
const appRoot = fileURLToPath(new URL('../react-default/', import.meta.url))

/** In the page, before any script: the time (ms since navigation) the Connect button appears. */
function watchForButton() {
  const seen = () =>
    [...document.querySelectorAll('button')].some((b) => b.textContent === 'Connect wallet')
  const observer = new MutationObserver(() => {
    if (!seen()) return
    window.__buttonAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

/**
 * In the page: clicks Connect and resolves with the ms until the Connect view has painted: the
 * view's list is in the DOM (seen by a MutationObserver, not by polling), and a frame has been
 * produced with it.
 */
async function openConnect() {
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent === 'Connect wallet',
  )
  const shown = () => document.querySelector('[role="dialog"] ul[aria-label="Wallets"]')
  const inDom = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      resolve(undefined)
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
  const started = performance.now()
  button.click()
  if (!shown()) await inDom
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  return performance.now() - started
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const outDir = await mkdtemp(join(tmpdir(), 'latch-speed-'))
const cleanups = [() => rm(outDir, { recursive: true, force: true })]
try {
  await build({
    root: appRoot,
    configFile: false,
    logLevel: 'error',
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  })
  const server = await preview({
    root: appRoot,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  cleanups.push(() => new Promise((resolve) => server.httpServer.close(resolve)))
  const url = server.resolvedUrls.local[0]
  const browser = await launchChromium()
  cleanups.push(() => browser.close())

  const samples = { interactive: [], firstOpen: [], warmOpen: [] }
  for (let run = 0; run < RUNS + 1; run++) {
    const { context } = await newLoopbackContext(browser)
    const page = await context.newPage()
    await page.addInitScript(watchForButton)
    await page.goto(url)
    await page.waitForFunction(() => window.__buttonAt !== undefined)
    const interactive = await page.evaluate(() => window.__buttonAt)
    // The first click of a visitor on a loaded page (not in the same instant the button appears).
    await page.waitForLoadState('networkidle')
    const firstOpen = await page.evaluate(openConnect)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const warmOpen = await page.evaluate(openConnect)
    await context.close()
    if (run === 0) continue // the first load warms Chromium's caches and JIT, not the page's
    samples.interactive.push(interactive)
    samples.firstOpen.push(firstOpen)
    samples.warmOpen.push(warmOpen)
  }

  const result = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]))
  const ms = (value) => `${value.toFixed(1)} ms`
  console.log(
    `Speed of examples/react-default (production build, preview server, Chromium; median of ${RUNS})`,
  )
  console.log(
    `  navigation → Connect button interactive: ${ms(result.interactive)} (budget ${BUDGET_MS.interactive} ms)`,
  )
  console.log(
    `  click → Connect view painted, first open: ${ms(result.firstOpen)} (budget ${BUDGET_MS.firstOpen} ms)`,
  )
  console.log(
    `  click → Connect view painted, warm:       ${ms(result.warmOpen)} (budget ${BUDGET_MS.warmOpen} ms)`,
  )
  const over = Object.entries(BUDGET_MS).filter(([key, budget]) => result[key] > budget)
  if (over.length) {
    console.error(`✗ speed budget broken: ${over.map(([key]) => key).join(', ')}`)
    process.exitCode = 1
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error))
}
