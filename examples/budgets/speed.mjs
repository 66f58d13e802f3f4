/**
 * Speed budgets (issue 10), measured as a new visitor would: production builds served by Vite's
 * preview server, headless Chromium, every remote call failing at once. The React-only baseline
 * and the example are loaded alternately in the same browser, so both see the same machine load,
 * and every budget is a ratio against the baseline's own time in this run — never an absolute
 * time, which a busy 2-core machine turns into noise.
 *
 * The example is `one-button/`: Latch's provider and connect button on Ethereum mainnet, nothing
 * else, as the peers' apps of `--peers` (the size budget covers the whole react-default example),
 * built twice: with the README's chunk groups (`latch`), from the sources, and as a new user
 * builds it (`latch-defaults`, issue 38): Vite's defaults, from the packages' builds (`npm run build`
 * first). The app with every plugin and its views, under Vite's defaults (`latch-every-plugin`,
 * `entries.mjs`' last scenario). And the one-button app in Next.js 16 (`latch-next`,
 * `next-one-button/`): `next build`'s defaults, from the packages, against the React-only page of
 * the same build. Each has its budgets.
 *
 *   button:     example's button visible − baseline's, per interleaved pair (median)
 *   first open: click → Connect view painted, the click 0, 100, 500 ms after the button is visible
 *               and once the page is idle (median per click time)
 *   warm open:  the same after closing the modal
 *
 *   node speed.mjs [--runs 7] [--json] [--modal-delay MS] [--apps latch,latch-defaults,latch-every-plugin,latch-next] [--peers]
 *
 * `--modal-delay MS` builds the example with a busy wait of MS when the modal first opens (the
 * proof that the budgets catch a regression); `--peers` compares Latch with RainbowKit, ConnectKit
 * and AppKit (installed from pinned versions into a temporary folder; not part of `npm test`).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { launchChromium } from '@latch/testkit/chromium'
import { ENTRIES, writeApp } from './entries.mjs'
import { launchBareChromium } from './lib/bareChromium.mjs'
import { buildApp, measureBuild } from './lib/build.mjs'
import { firstPaintScripts, hydrated, startNextApp } from './lib/nextApp.mjs'
import { installSpeedProbe } from './lib/pageProbe.mjs'
import { serveBuild } from './lib/serve.mjs'

/**
 * Budgets as shares of the baseline's button time in the same run (85–115 ms here since the timed
 * pages have no inspector, `lib/bareChromium.mjs`; about 25 ms more before). They hold what is
 * reached today with room for a loaded machine, so a regression fails them
 * (`speed.proof.test.mjs`). Figures of 2026-11-30: quiet runs, then a fresh clone's `npm test` with
 * both cores busy. The first opens at 500 ms and idle are the proof's: a modal whose first opening
 * is 100 ms slower takes them to 1.20–1.41 (`latch-defaults`, below).
 */
export const BUDGET = {
  button: 0.8, // 0.16–0.29, 0.29
  'firstOpen@0': 1, // 0.28–0.33, 0.44
  'firstOpen@100': 0.8, // 0.20–0.26, 0.23
  'firstOpen@500': 0.6, // 0.11–0.14, 0.27
  'firstOpen@idle': 0.6, // 0.10–0.15, 0.27
  warmOpen: 0.35, // 0.08–0.13, 0.13
}
/**
 * The same app built with Vite's defaults (`latch-defaults`, the one the speed proof runs on), and
 * the app with every plugin (`latch-every-plugin`). Figures as above, the one-button app's, then the
 * every-plugin app's when they are larger; a modal 100 ms slower: 1.36–1.55 / 1.34–1.52 /
 * 1.20–1.41 / 1.21–1.40 at 0 / 100 / 500 ms / idle.
 */
export const DEFAULTS_BUDGET = {
  button: 1, // 0.16–0.27, 0.35–0.37; every plugin 0.23–0.35, 0.51
  'firstOpen@0': 1, // 0.23–0.30, 0.38–0.42; every plugin 0.45 busy
  'firstOpen@100': 0.8, // 0.14–0.27, 0.30–0.32; every plugin 0.17–0.38, 0.38
  'firstOpen@500': 0.6, // 0.11–0.14, 0.21–0.28
  'firstOpen@idle': 0.6, // 0.10–0.13, 0.22–0.25; every plugin 0.12–0.18, 0.30
  warmOpen: 0.35, // 0.07–0.12, 0.12–0.14; every plugin 0.15 busy
}
/**
 * The same app in Next.js 16, built with its defaults (Turbopack, no next.config), against a
 * React-only page of the same build (`next-one-button/`). Its button is in the server's HTML: it
 * counts once hydrated. Figures of 2026-11-29, idle runs and a fresh clone's `npm test`: the button
 * 0.12–0.27 of the baseline's (+64 to +154 ms over 473–579 ms), the first open at 0 / 100 / 500 ms
 * 0.22–0.30 / 0.14–0.28 / 0.08–0.09; Latch adds 3 files, 29 KB. Without the inspector (2026-11-30),
 * a fresh clone's `npm test` with both cores busy: 0.17, 0.23 / 0.13 / 0.11 / 0.11, warm 0.07.
 */
export const NEXT_BUDGET = {
  button: 0.5,
  'firstOpen@0': 0.6,
  'firstOpen@100': 0.6,
  'firstOpen@500': 0.3,
  'firstOpen@idle': 0.3,
  warmOpen: 0.25,
}
/** Issue 10's targets, in ms (the peers table quotes them): printed beside each figure. */
export const TARGET_MS = {
  button: 40, // over the baseline's button
  'firstOpen@0': 50,
  'firstOpen@100': 50,
  'firstOpen@500': 50,
  'firstOpen@idle': 50,
  warmOpen: 16,
}
export const CLICK_AFTER = [0, 100, 500, 'idle']

/** Latch's one-button app, as each build measures it. */
const LATCH_APPS = {
  latch: {
    label: "Latch (core + eip155 + react), the README's chunk groups",
    chunkGroups: true,
    budget: BUDGET,
    maxFiles: 1,
  },
  'latch-defaults': {
    label: "Latch (core + eip155 + react), Vite's defaults",
    chunkGroups: false,
    // The packages' builds (their `dist/`, `npm run build`), as an app installed from npm has them.
    conditions: [],
    budget: DEFAULTS_BUDGET,
    // JS files before the modal: 1 (issue 38's target: 3), as with the chunk groups, since no
    // module the first paint shares with lazy chunks imports another (2026-11-30: 3 before, the
    // errors and the app's constants apart; 10 while eip155's wallet actions imported viem's
    // actions barrel dynamically)
    maxFiles: 1,
    // JS files a first open adds: the modal's chunk and the little it shares with the toasts (3
    // while what the other views share with the modal was a chunk of its own; 11 with a chunk per
    // view)
    maxOpenFiles: 2,
  },
  'latch-every-plugin': {
    label: "Latch, every plugin and its views, Vite's defaults",
    // Issue 38's second Latch row: `entries.mjs`' last scenario (every plugin, the hooks, the
    // default UI's button), from the packages' builds.
    everyPlugin: true,
    chunkGroups: false,
    conditions: [],
    budget: DEFAULTS_BUDGET,
    // 2 (issue 38's target: 3): the entry and rolldown's runtime, which lazy chunks of CommonJS
    // libraries share with React (2026-11-30; 5 while the errors, the app's constants and viem's
    // `Value` were apart too, 8 while the hooks the views share with apps were modules of their own)
    maxFiles: 2,
    maxOpenFiles: 2,
  },
  'latch-next': {
    label: "Latch (core + eip155 + react), Next.js 16's defaults (Turbopack)",
    next: true,
    budget: NEXT_BUDGET,
    // The JS files Latch adds to Next.js's own before the button works: 3 (2026-11-29).
    maxFiles: 3,
  },
}

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    json: { type: 'boolean', default: false },
    'modal-delay': { type: 'string' },
    peers: { type: 'boolean', default: false },
    /** Some of Latch's builds only, comma-separated. */
    apps: { type: 'string', default: 'latch,latch-defaults,latch-every-plugin,latch-next' },
  },
})
const RUNS = Number(args.runs)

/** Finders run inside the page (source text, so peers' apps bring their own). */
const latchFinders = {
  button: `() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect wallet') ?? null`,
  modal: `() => document.querySelector('[role="dialog"] ul[aria-label="Wallets"]')`,
}
const baselineFinders = { button: `() => document.querySelector('button')`, modal: `() => null` }
const nextFinders = { ...latchFinders, button: hydrated(latchFinders.button) }
const nextBaselineFinders = { ...baselineFinders, button: hydrated(baselineFinders.button) }

/**
 * A Vite plugin that makes the modal's first opening `ms` slower (a busy wait in a layout effect,
 * which runs when it shows, not while it is built hidden): the budgets must catch it.
 */
function slowModal(ms) {
  const signature = 'function Modal() {'
  return {
    name: 'latch-speed-proof-slow-modal',
    transform(code, id) {
      // The source or the package's build of it (`latch-defaults` builds from `dist/`).
      if (!/\/renderers\/react\/(src\/modal\/Modal\.tsx|dist\/modal\/Modal\.js)$/.test(id)) return
      if (!code.includes(signature)) throw new Error(`${id} no longer has "${signature}"`)
      const slowOpen = `useSlowOpen(() => { if (slowed) return; slowed = true; const end = performance.now() + ${ms}; while (performance.now() < end); }, [])`
      return `import { useLayoutEffect as useSlowOpen } from 'react'\nlet slowed = false\n${code.replace(signature, `${signature}\n${slowOpen}`)}`
    },
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One visit: a fresh context (cold cache), the button timed, the click at `clickAfter`. */
async function visit(browser, app, clickAfter) {
  const page = await browser.newPage({
    width: 1024,
    height: 768,
    initScript: `(${installSpeedProbe})(${JSON.stringify({ ...app.finders, clickAfter })})`,
  })
  try {
    await page.goto(app.url)
    const key = clickAfter === undefined ? 'buttonAt' : 'openMs'
    const { buttonAt, openMs } = await page.evaluate(`window.__latchSpeed.when('${key}')`)
    let warmMs
    if (clickAfter !== undefined && app.warm) {
      await page.press('Escape', 'Escape', 27)
      warmMs = await page.evaluate('window.__latchSpeed.reopen()')
    }
    return { buttonAt, openMs, warmMs }
  } finally {
    await page.close()
  }
}

/**
 * Loads `baseline`, then each app, `runs` rounds of every click time, after one
 * discarded round that warms Chromium's caches and JIT (not the pages': each visit is cold).
 */
async function measureApps(browser, baseline, apps, runs) {
  const samples = new Map(apps.map((app) => [app, { diffs: [], buttons: [], open: {}, warm: [] }]))
  const baselineButtons = []
  for (let round = -1; round < runs; round++) {
    for (const clickAfter of CLICK_AFTER) {
      // One baseline visit, then each app: each app's button is compared with it.
      const base = await visit(browser, baseline)
      if (round >= 0) baselineButtons.push(base.buttonAt)
      for (const app of apps) {
        const run = await visit(browser, app, clickAfter)
        if (round < 0) continue
        const s = samples.get(app)
        s.buttons.push(run.buttonAt)
        s.diffs.push(run.buttonAt - base.buttonAt)
        s.open[clickAfter] ??= []
        s.open[clickAfter].push(run.openMs)
        if (run.warmMs !== undefined) s.warm.push(run.warmMs)
      }
    }
  }
  const baselineButton = median(baselineButtons)
  return {
    baselineButton,
    apps: apps.map((app) => {
      const s = samples.get(app)
      return {
        name: app.name,
        label: app.label,
        baselineButton,
        button: median(s.buttons),
        buttonOverBaseline: median(s.diffs),
        open: Object.fromEntries(CLICK_AFTER.map((at) => [at, median(s.open[at])])),
        warm: s.warm.length ? median(s.warm) : undefined,
      }
    }),
  }
}

const cleanups = []
const cleanup = async () => {
  for (const fn of cleanups.reverse()) await fn().catch((error) => console.error(error))
}
try {
  const baselineBuild = await buildApp(here('baseline/'), { chunkGroups: false })
  cleanups.push(baselineBuild.remove)
  // Latch's own cost, as the peers' apps: the provider and its connect button, nothing else.
  const plugins = args['modal-delay'] ? [slowModal(Number(args['modal-delay']))] : []
  const builds = []
  const nextApps = []
  for (const app of args.apps.split(',')) {
    const { label, chunkGroups, conditions, budget, maxFiles, maxOpenFiles, next, everyPlugin } =
      LATCH_APPS[app] ?? {}
    if (!label) throw new Error(`--apps: no app ${app} (${Object.keys(LATCH_APPS).join(', ')})`)
    if (next) {
      if (plugins.length) throw new Error(`--modal-delay: Vite's builds only, not ${app}`)
      const running = await startNextApp(here('next-one-button/'))
      cleanups.push(running.stop)
      nextApps.push({ name: app, label, budget, maxFiles, url: running.url, warm: true })
      continue
    }
    const root = everyPlugin ? await everyPluginApp() : here('one-button/')
    const build = await buildApp(root, { plugins, chunkGroups, conditions })
    cleanups.push(build.remove)
    builds.push({
      name: app,
      label,
      budget,
      maxFiles,
      maxOpenFiles,
      outDir: build.outDir,
      finders: latchFinders,
      warm: true,
    })
  }
  if (args.peers) {
    const { buildPeerApps } = await import('./peers/buildPeerApps.mjs')
    const workDir = await mkdtemp(join(tmpdir(), 'latch-peers-'))
    cleanups.push(() => rm(workDir, { recursive: true, force: true }))
    // The peers as their users build them: Vite's defaults.
    const buildDefault = (root, options) => buildApp(root, { ...options, chunkGroups: false })
    for (const peer of await buildPeerApps({ workDir, buildApp: buildDefault })) {
      cleanups.push(peer.remove)
      builds.push({ ...peer, finders: { button: peer.button, modal: peer.modal } })
    }
  }

  const servers = await Promise.all(
    [baselineBuild.outDir, ...builds.map((b) => b.outDir)].map(serveBuild),
  )
  for (const server of servers) cleanups.push(server.close)
  // Remote names do not resolve: every remote call fails at once, with no request interception.
  // The timed visits run in a Chromium with no inspector in their pages (`bareChromium.mjs`).
  const browser = await launchBareChromium()
  cleanups.push(() => browser.close())
  const baseline = { name: 'baseline', url: servers[0].url, finders: baselineFinders }
  const apps = builds.map((build, index) => ({ ...build, url: servers[index + 1].url }))
  const result = builds.length
    ? await measureApps(browser, baseline, apps, RUNS)
    : { baselineButton: undefined, apps: [] }
  const sizes = await Promise.all(builds.map((build) => measureBuild(build.outDir)))
  // Each Next.js app against the React-only page of its own build, in the same run.
  for (const app of nextApps) {
    const nextBaseline = { url: `${app.url}baseline`, finders: nextBaselineFinders }
    const measured = await measureApps(
      browser,
      nextBaseline,
      [{ ...app, finders: nextFinders }],
      RUNS,
    )
    result.apps.push(...measured.apps)
    builds.push(app)
  }
  if (nextApps.length) {
    // What each page loads is read with Playwright, once the timing is over.
    const sizing = await launchChromium()
    cleanups.push(() => sizing.close())
    for (const app of nextApps) {
      sizes.push(await nextAppSize(sizing, { url: `${app.url}baseline` }, app))
    }
  }

  if (args.peers) printPeers(result, [await measureBuild(baselineBuild.outDir), ...sizes])
  else {
    const verdicts = Object.fromEntries(
      result.apps.map((app, index) => [app.name, judge(app, builds[index], sizes[index])]),
    )
    if (args.json) console.log(JSON.stringify({ ...result, verdicts }))
    else printBudgets(result, verdicts)
    const over = Object.entries(verdicts).flatMap(([app, { over }]) =>
      over.map((k) => `${app} ${k}`),
    )
    if (over.length) {
      console.error(`✗ speed budget broken: ${over.join(', ')}`)
      process.exitCode = 1
    }
  }
} finally {
  await cleanup()
}

/**
 * Writes the app with every entry of `entries.mjs` (every plugin, the hooks, the default UI's
 * button) into a new folder under examples/budgets, where the packages resolve; removed at the end.
 */
async function everyPluginApp() {
  const folder = await mkdtemp(here('.every-plugin-'))
  cleanups.push(() => rm(folder, { recursive: true, force: true }))
  await writeApp(ENTRIES, folder)
  return folder
}

/**
 * A Next.js app's JavaScript before its button works, as `measureBuild` has a Vite build's, and
 * what Latch adds to it: the files its baseline page does not load.
 */
async function nextAppSize(browser, baseline, app) {
  const [own, all] = await Promise.all([
    firstPaintScripts(browser, baseline.url, (page) => page.getByRole('button')),
    firstPaintScripts(browser, app.url, (page) =>
      page.getByRole('button', { name: 'Connect wallet' }),
    ),
  ])
  const nextOwn = new Set(own.map(({ url }) => url))
  const added = all.filter(({ url }) => !nextOwn.has(url))
  const gzip = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0)
  return {
    beforeInteraction: { gzip: gzip(all) },
    files: { initialJs: all.length },
    added: { count: added.length, gzip: gzip(added) },
  }
}

/**
 * Each figure (ms) as a share of the baseline's button time, against its budget, and the JS
 * files the page fetches before the modal, against their number.
 */
function judge(app, { budget, maxFiles, maxOpenFiles }, size) {
  const figures = {
    button: app.buttonOverBaseline,
    ...Object.fromEntries(CLICK_AFTER.map((at) => [`firstOpen@${at}`, app.open[at]])),
    warmOpen: app.warm,
  }
  const checks = Object.entries(figures).map(([key, ms]) => [
    key,
    ms / app.baselineButton,
    budget[key],
    ms,
  ])
  // A Next.js app's files are what Latch adds to Next.js's own.
  const files = {
    count: size.added?.count ?? size.files.initialJs,
    max: maxFiles,
    gzip: size.beforeInteraction.gzip,
    added: size.added?.gzip,
  }
  // A Vite build's: the JS files a first open adds, from its manifest.
  const openFiles =
    maxOpenFiles === undefined ? undefined : { count: size.files.firstOpenJs, max: maxOpenFiles }
  const over = checks.filter(([, value, limit]) => value > limit).map(([key]) => key)
  if (files.count > files.max) over.push('files')
  // Uncounted (no chunk of the modal's own in this build) fails too: the check would be empty.
  if (openFiles && !(openFiles.count <= openFiles.max)) over.push('openFiles')
  return { checks, files, openFiles, over }
}

function printBudgets({ apps }, verdicts) {
  const ms = (value) => `${value.toFixed(1)} ms`
  const pct = (value) => `${Math.round(value * 100)} %`
  const line = ([key, value, budget, figure]) =>
    `  ${key.padEnd(16)} ${pct(value).padStart(6)} of baseline (budget ${pct(budget)}) ${value > budget ? '✗' : '✓'}   ${ms(figure).padStart(8)}, issue 10's target ≤ ${TARGET_MS[key]} ms ${figure > TARGET_MS[key] ? '✗' : '✓'}`
  console.log(
    `Speed (production builds, preview server, Chromium; baseline and each app interleaved, median of ${RUNS} per click time)`,
  )
  for (const app of apps) {
    console.log(`${app.label}:`)
    console.log(
      `  button visible at ${ms(app.button)}, ${ms(app.buttonOverBaseline)} after the React-only baseline's (${ms(app.baselineButton)})`,
    )
    for (const at of CLICK_AFTER) {
      const when = at === 'idle' ? 'once idle' : `${at} ms after the button`
      console.log(`  click → Connect view painted, ${when.padEnd(22)} ${ms(app.open[at])}`)
    }
    console.log(`  click → Connect view painted, warm (opened again) ${ms(app.warm)}`)
    console.log(
      '  Budgets, as shares of the baseline button time (the button: its time over the baseline):',
    )
    for (const check of verdicts[app.name].checks) console.log(`  ${line(check)}`)
    const { files } = verdicts[app.name]
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB gzip`
    console.log(
      files.added === undefined
        ? `    JS files before the modal: ${files.count} (at most ${files.max}) ${files.count > files.max ? '✗' : '✓'}, ${kb(files.gzip)} with React`
        : `    JS files Latch adds to Next.js's own before the button: ${files.count} (at most ${files.max}) ${files.count > files.max ? '✗' : '✓'}, ${kb(files.added)} (${kb(files.gzip)} in all)`,
    )
    const { openFiles } = verdicts[app.name]
    if (openFiles) {
      console.log(
        `    JS files a first open adds: ${openFiles.count} (at most ${openFiles.max}) ${openFiles.count > openFiles.max ? '✗' : '✓'}`,
      )
    }
  }
}

function printPeers({ baselineButton, apps }, [baselineSize, ...sizes]) {
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`
  const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`)
  console.log(
    `One connect button, Ethereum mainnet, every remote call failing; median of ${RUNS}, all apps in one Chromium run`,
  )
  console.log(
    '| app | JS before the modal opens (gzip) | JS files before the modal | button visible after navigation | click → modal painted (click 0 / 100 / 500 ms after the button / idle) |',
  )
  console.log('|---|---|---|---|---|')
  console.log(
    `| React-only baseline | ${kb(baselineSize.beforeInteraction.gzip)} | ${baselineSize.files.initialJs} | ${ms(baselineButton)} | – |`,
  )
  apps.forEach((app, index) => {
    const open = CLICK_AFTER.map((at) => ms(app.open[at])).join(' / ')
    const { beforeInteraction, files, added } = sizes[index]
    // A Next.js app against Next.js alone (its build's React-only page).
    const own = added ? ` (Latch's: ${kb(added.gzip)})` : ''
    const ownFiles = added ? ` (Latch's: ${added.count})` : ''
    const over = added ? ` over Next.js alone, ${ms(app.baselineButton)}` : ''
    console.log(
      `| ${app.label} | ${kb(beforeInteraction.gzip)}${own} | ${files.initialJs}${ownFiles} | ${ms(app.button)} (+${ms(app.buttonOverBaseline)}${over}) | ${open} |`,
    )
  })
}
