/**
 * Wallet search benchmark (a script, not a test): loads the 600-wallet catalogue of the testkit's
 * local API through the client (pages of 40), then times the client-side search for every
 * keystroke of a few queries, as a search box filtering the loaded catalogue would.
 * Prints the median µs per keystroke (and p95, max).
 * Run: `npx pnpm@10 --filter @latch/core bench`, or from core/:
 * `node --conditions=@latch/source --import tsx bench/walletSearch.bench.ts`.
 */
import { startLocalApi } from '@latch/testkit'
import { createLatch, searchWallets } from '../src/index'

// Well-known names, a generated one (same seed, same catalogue) and one that matches nothing.
const queries = (generated: string) => [
  'metamask',
  'trust wallet',
  'rainbow',
  'ledger live',
  generated.toLowerCase(),
  'zzzz',
]
/** Each keystroke's search runs this many times; its time is the median of the runs. */
const RUNS_PER_KEYSTROKE = 201

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN
}
const µs = (ms: number) => `${(ms * 1_000).toFixed(1)} µs`

const api = await startLocalApi()
const latch = createLatch({
  projectId: 'bench',
  window: null,
  logLevel: 'silent',
  endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
})
try {
  const loadStarted = performance.now()
  let pages = 0
  do {
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    pages++
  } while (latch.getState().wallets.wallets.length < latch.getState().wallets.count)
  const loadMs = performance.now() - loadStarted
  const { wallets } = latch.getState().wallets
  const QUERIES = queries(wallets[300]?.name ?? 'nova')

  // Warm-up, so the timings are of optimised code.
  for (let i = 0; i < 2_000; i++) searchWallets(wallets, QUERIES[i % QUERIES.length] ?? '')

  const perKeystroke: number[] = []
  const rows: string[] = []
  for (const query of QUERIES) {
    const times: number[] = []
    let matches = 0
    for (let length = 1; length <= query.length; length++) {
      const text = query.slice(0, length)
      const runs: number[] = []
      for (let run = 0; run < RUNS_PER_KEYSTROKE; run++) {
        const started = performance.now()
        matches = searchWallets(wallets, text).length
        runs.push(performance.now() - started)
      }
      times.push(median(runs))
    }
    perKeystroke.push(...times)
    rows.push(
      `  ${JSON.stringify(query).padEnd(15)} ${String(query.length).padStart(2)} keystrokes, ` +
        `median ${µs(median(times))}, max ${µs(Math.max(...times))}, ${matches} match(es) at the end`,
    )
  }

  console.log(`Wallet search, client side, ${wallets.length} wallets (Node ${process.version})`)
  console.log(`  catalogue loaded through the client: ${pages} pages in ${loadMs.toFixed(0)} ms`)
  for (const row of rows) console.log(row)
  console.log(
    `  all ${perKeystroke.length} keystrokes: median ${µs(median(perKeystroke))} per keystroke, ` +
      `p95 ${µs(percentile(perKeystroke, 0.95))}, max ${µs(Math.max(...perKeystroke))}`,
  )
} finally {
  latch.destroy()
  await api.stop()
}
