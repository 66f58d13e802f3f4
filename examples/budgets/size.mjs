/**
 * Size budget of the react-default example (issue 7): its production build against a React-only
 * baseline built the same way (`lib/build.mjs`), gzip and brotli: the entry chunk, everything
 * loaded before the modal opens (the HTML's scripts, styles and their static imports), and the
 * total. Fails when the example adds more than BUDGET gzip before the modal opens, or in all,
 * beyond the baseline. What each public entry adds: `entries.mjs`.
 *
 *   node --import tsx examples/budgets/size.mjs [--json]
 */
import { fileURLToPath } from 'node:url'
import { buildApp, measureBuild } from './lib/build.mjs'

const KB = 1024
// The whole example was 146 KB on EVM alone; issue 12 adds Solana, whose web3.js 1.x, spl-token
// and the buffer shim a page needs before spl-token loads (~80 KB gzip) load on the first Solana
// request only: 229.7 KB measured. Issue 13 adds WalletConnect: its SDK (@walletconnect/sign-client and what it brings, ~122 KB
// gzip) loads only when the user picks WalletConnect or the page had a relay session; the first
// paint gains 1.9 KB (walletConnect(), see entries.mjs): 340.3 KB measured in all, 49.2 KB before
// the modal opens. Issue 14 adds the embedded wallet: its views, frame session and protocol
// schemas (~13 KB gzip) load on the first email login or on a reload after one; 353.9 KB measured.
// Issue 15 adds the send, activity and sign-in plugins (2.1 KB of first paint together, each
// within the plugin rule; their views, logic and message builders load on first use) and issue 16
// the languages (six locales of the modal's and the errors' texts, ~20 KB gzip, each loaded only
// in its locale; the buttons' translator, 0.5 KB, is in the first paint): 407.1 KB measured in
// all, 52.7 KB before the modal opens. Then the first paint lost what only lazy code used (the
// core's bus on its own emitter, not eventemitter3; lazy-only exports in modules of their own):
// 51.1 KB. The plugins' views then learned the six languages (each plugin's texts a chunk per
// locale, ~18 KB gzip in all, loaded only in its locale; their view titles inline in every
// language, ~0.5 KB of first paint): 424.8 KB in all, 51.9 KB before the modal opens. Then what
// only lazy code read left the first paint (constants a file per area, CAIP-10 helpers apart,
// zod constructors only lazy code used), the toasts became a chunk of their own and the plugins'
// view titles come with the modal: 49.3 KB before the modal opens, issue 10's 50 KB. Issue 37
// adds Bitcoin: its first paint (~1.2 KB in the example's chunk) is paid for by the core's token
// balances and remote config loading with their first fetch; its transfer code (btc-signer and
// @noble/curves 2, which viem does not share, ~54 KB gzip) loads on the first Bitcoin request:
// 481.7 KB in all, 49.4 KB before the modal opens. Issue 38 checks what the first paint checks
// with valibot (its schemas are plain objects; zod/mini's base machinery was 8.2 KB of the core's
// first paint) and keeps zod for the lazy code: 43.9 KB before the modal opens, 486.8 KB in all
// (valibot, ~4 KB, comes on top of the lazy zod).
/**
 * The plugins planned next (issue 38) and what each may add to the first paint of an app that
 * registers every plugin, gzip. Most of a plugin loads on first use; what it adds at once is its
 * registration (0.43–2.86 KB for today's, `entries.mjs`). The example's budget keeps their room.
 */
export const PLANNED_PLUGINS = {
  socials: 0.75 * KB,
  farcaster: 0.5 * KB,
  passkeys: 0.5 * KB,
  'smart accounts': 0.75 * KB,
  swap: 0.5 * KB,
  onramp: 0.5 * KB,
  names: 0.5 * KB,
  analytics: 0.5 * KB,
}
/** Every plugin and the default UI within 50 KB beyond React before the modal (issue 10). */
const GOAL_BEFORE_MODAL = 50 * KB
const plannedRoom = Object.values(PLANNED_PLUGINS).reduce((sum, size) => sum + size, 0)
export const BUDGET = { beforeModalGzip: GOAL_BEFORE_MODAL - plannedRoom, totalGzip: 490 * KB }

async function measure(path) {
  const { outDir, remove } = await buildApp(fileURLToPath(new URL(path, import.meta.url)))
  try {
    return await measureBuild(outDir)
  } finally {
    await remove()
  }
}

const app = await measure('../react-default/')
const baseline = await measure('baseline/')
const added = {
  beforeModal: app.beforeInteraction.gzip - baseline.beforeInteraction.gzip,
  total: app.total.gzip - baseline.total.gzip,
}
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const row = (label, size) =>
  `  ${label.padEnd(34)} ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} brotli ${kb(size.raw).padStart(10)} raw`

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ app, baseline, added, budget: BUDGET }))
} else {
  console.log('Bundle size of examples/react-default (vite build, production)')
  console.log(row('entry chunk', app.entry))
  console.log(row(`before the modal opens (${app.files.initial} files)`, app.beforeInteraction))
  console.log(row(`total (${app.files.all} files)`, app.total))
  console.log('React-only baseline (react + react-dom + a button, same build)')
  console.log(row('before any interaction', baseline.beforeInteraction))
  console.log('Added by Latch beyond the baseline (gzip)')
  console.log(
    `  before the modal opens: ${kb(added.beforeModal)} (budget ${kb(BUDGET.beforeModalGzip)}: ${kb(GOAL_BEFORE_MODAL)} less ${kb(plannedRoom)} kept for ${Object.keys(PLANNED_PLUGINS).length} planned plugins)`,
  )
  console.log(`  whole example:          ${kb(added.total)} (budget ${kb(BUDGET.totalGzip)})`)
}
if (added.beforeModal > BUDGET.beforeModalGzip || added.total > BUDGET.totalGzip) {
  console.error('✗ size budget broken')
  process.exit(1)
}
