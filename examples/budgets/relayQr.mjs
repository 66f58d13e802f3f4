/**
 * A QR at once (issue 35): a click on WalletConnect → its QR painted, in headless Chromium on the
 * local stack (the react-default example's production build, its relay the stack's). Each run is
 * a new browser context (a first visit: nothing cached, no stored pairing): a click on Connect
 * wallet, the Connect view painted (the modal's first open, the baseline), then at once a click on
 * WalletConnect and its QR painted. The QR must decode (jsQR) to the pairing's `wc:` URI.
 *
 * Two visits per run: the visitor reads the list for DWELL_MS before the click (the pairing and
 * the QR view, started as Connect showed, are ready), and a click the moment Connect shows (a
 * figure: the pairing is still on its way). The budget is the first's ratio to the modal's first
 * open in the same run (absolute times depend on the machine): median(click → QR) /
 * median(modal's first open) ≤ RATIO_LIMIT, enforced by `npm run budgets` (`--budget-only`: the
 * list-read visits alone). Issue 35's target, ≤ 300 ms on the local stack, is printed beside the
 * median. LATCH_QR_DEBUG=1 prints each visit and the chunks fetched after the click.
 *
 *   node --conditions=@latch/source --import tsx relayQr.mjs [--runs 7] [--json] [--budget-only]
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startLocalStack } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { DEMO_CONFIG_GLOBAL } from '../demo-support/src/demoConfig.ts'
import { demoConfigFor } from '../demo-support/src/startDemo.ts'
import { buildApp } from './lib/build.mjs'
import { serveBuild } from './lib/serve.mjs'
import { decodeQr } from './relayQr/decodeQr.mjs'
import { clickToQr, rasterize } from './relayQr/qrProbe.mjs'

/**
 * click → QR painted (the list read first), as a share of the modal's first open in the same run.
 * A network-bound figure (the relay's round trips) against a page-local one: the ratio moves with
 * the machine's load, 1.06 to 2.88 measured the same day (quiet machines open the modal faster),
 * 1.11 at load average 13–17, 1.29 with a build beside it (3 runs, 2026-11-29). The limit sits
 * above all of them and below what a QR that waits for the click costs: the click the moment
 * Connect shows, the pairing still on its way, measured 5.4–8.5 (745–1,753 ms, four runs).
 */
export const RATIO_LIMIT = 4
/** Issue 35's target for the median, on the local stack (printed, not enforced: machine-bound). */
export const TARGET_MS = 300
/** How long the visitor reads the Connect list before clicking WalletConnect (a pointer's move). */
export const DWELL_MS = 3_000
/** The QR's accessible name in English (@latch/walletconnect's `qrLabel`). */
const QR_LABEL = "Scan with your phone's wallet"

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    json: { type: 'boolean', default: false },
    /** Print the figures without enforcing the ratio (`npm run figures`). */
    figures: { type: 'boolean', default: false },
    /** The budget's visits only (the list read first), without the click-at-once figure. */
    'budget-only': { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const cleanups = []
const cleanup = async () => {
  for (const fn of cleanups.reverse()) await fn().catch((error) => console.error(error))
}
let failed = false
try {
  const [stack, build, browser] = await Promise.all([
    startLocalStack({}),
    buildApp(fileURLToPath(new URL('../react-default/', import.meta.url))),
    launchChromium(),
  ])
  cleanups.push(stack.stop, build.remove, () => browser.close())
  const server = await serveBuild(build.outDir)
  cleanups.push(server.close)
  const config = demoConfigFor(stack)

  /** One first visit: the modal's first open, then click → QR after `dwellMs` on the list. */
  const visit = async (dwellMs, label) => {
    const { context, blocked } = await newLoopbackContext(browser)
    await context.addInitScript({
      content: `window.${DEMO_CONFIG_GLOBAL} = ${JSON.stringify(config)};`,
    })
    const page = await context.newPage()
    await page.goto(server.url)
    const measured = await page.evaluate(clickToQr, {
      qrLabel: QR_LABEL,
      timeoutMs: 30_000,
      dwellMs,
    })
    const side = 400
    const text = decodeQr(await page.evaluate(rasterize, { svg: measured.svg, side }), side)
    // The pairing URI: a wc: URI whose topic the page proposed a session on, on the local relay.
    const topic = /^wc:([0-9a-f]{64})@2\?/.exec(text ?? '')?.[1]
    const proposed = stack.relay
      .requests()
      .some((request) => request.method === 'wc_proposeSession' && request.topics.includes(topic))
    if (!topic || !proposed)
      throw new Error(`${label}: the QR reads "${text}", not the pairing URI`)
    if (blocked.length) throw new Error(`${label}: the page asked beyond this machine: ${blocked}`)
    await context.close()
    const { modalOpenMs, clickToQrMs, clickToViewMs, fetched } = measured
    if (process.env.LATCH_QR_DEBUG)
      console.log(label, { modalOpenMs, clickToViewMs, clickToQrMs, fetched })
    return { modalOpenMs, clickToQrMs, clickToViewMs }
  }

  // One discarded round first: Chromium's own start-up (JIT, GPU process) is no page's cost.
  const scenarios = args['budget-only'] ? { listRead: DWELL_MS } : { listRead: DWELL_MS, atOnce: 0 }
  const runs = { listRead: [], atOnce: [] }
  for (let run = -1; run < RUNS; run++) {
    for (const [name, dwellMs] of Object.entries(scenarios)) {
      const measured = await visit(dwellMs, `${name} run ${run}`)
      if (run >= 0) runs[name].push(measured)
    }
  }

  const summary = (each) => ({
    clickToQrMs: Math.round(median(each.map((r) => r.clickToQrMs))),
    modalOpenMs: Math.round(median(each.map((r) => r.modalOpenMs))),
  })
  const listRead = summary(runs.listRead)
  const atOnce = runs.atOnce.length ? summary(runs.atOnce) : undefined
  // The modal's first open of every visit of the run: the baseline.
  const modalOpenMs = Math.round(
    median([...runs.listRead, ...runs.atOnce].map((r) => r.modalOpenMs)),
  )
  const ratio = listRead.clickToQrMs / modalOpenMs
  failed = ratio > RATIO_LIMIT
  const result = {
    clickToQrMs: listRead.clickToQrMs,
    modalOpenMs,
    ratio: Number(ratio.toFixed(2)),
    ratioLimit: RATIO_LIMIT,
    targetMs: TARGET_MS,
    dwellMs: DWELL_MS,
    ...(atOnce && {
      atOnce: { ...atOnce, ratio: Number((atOnce.clickToQrMs / modalOpenMs).toFixed(2)) },
    }),
    runs: RUNS,
  }
  if (args.json) console.log(JSON.stringify(result, null, 2))
  else {
    console.log('Click on WalletConnect → QR painted (median of first visits, local stack)')
    console.log(
      `  list read ${DWELL_MS} ms, then click → QR  ${String(listRead.clickToQrMs).padStart(5)} ms (target ≤ ${TARGET_MS} ms)`,
    )
    if (atOnce)
      console.log(
        `  click the moment Connect shows → QR  ${String(atOnce.clickToQrMs).padStart(5)} ms (the pairing not ready yet; a figure)`,
      )
    console.log(`  the modal's first open (baseline)    ${String(modalOpenMs).padStart(5)} ms`)
    console.log(
      `  ratio ${ratio.toFixed(2)} (limit ≤ ${RATIO_LIMIT}) ${failed ? '✗' : '✓'}; ${RUNS} runs of each visit, every QR decoded to its wc: URI`,
    )
  }
} finally {
  await cleanup()
}
if (failed && !args.figures) {
  console.error('✗ relay QR budget broken')
  process.exitCode = 1
}
