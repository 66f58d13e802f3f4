#!/usr/bin/env node
/**
 * Screenshots of the default UI in real Chromium, each view in light and dark, then in Arabic
 * (right to left) in light and dark, written to @latch/react's docs/screenshots/<view>-<mode>.png
 * and <view>-ar-<mode>.png with an index (README.md) beside them.
 *
 *   node renderers/screenshots/screenshots.mjs [--allow-missing] [--only connect,account]
 *
 * It starts the testkit's local stack and the harness page (./harness), launches Debian's
 * Chromium (installed when missing), brings every view up through the Latch client and the test
 * wallet, and stops everything it started on exit, on an error and on Ctrl-C.
 *
 * A view the harness page does not register (declared by no plugin, in no view set it passes to
 * LatchUI) is an error (exit 1) unless --allow-missing is given; a registered view that does not come up is always an error.
 *
 * With --axe, axe-core checks every view and variant (WCAG 2.1 A/AA rules), then checks again, with
 * every rule it has, a few views on a host page that has all its own landmarks (HOST_PAGE_VIEWS).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { registerSourceLoader } from './harness/registerSourceLoader.mjs'

const { values: args } = parseArgs({
  options: {
    'allow-missing': { type: 'boolean', default: false },
    // Runs axe-core in the page on every view and variant (light, dark, Arabic light and dark),
    // and on a host page with its own landmarks (HOST_PAGE_VIEWS); any violation fails the run.
    axe: { type: 'boolean', default: false },
    // Checks only: brings every view up (and runs axe with --axe) without writing screenshots.
    'no-write': { type: 'boolean', default: false },
    only: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (args.help) {
  console.log(
    'node renderers/screenshots/screenshots.mjs [--allow-missing] [--only a,b] [--axe] [--no-write]',
  )
  process.exit(0)
}

const require = createRequire(import.meta.url)
/** The screenshots are @latch/react's documentation: they live in its docs folder. */
const outDir = fileURLToPath(
  new URL('docs/screenshots/', pathToFileURL(require.resolve('@latch/react/package.json'))),
)
/**
 * What each view is captured in: English light and dark, then Arabic (right to left), switched live
 * with `locale.set` after the view is up.
 */
const VARIANTS = /** @type {const} */ ([
  { suffix: 'light', mode: 'light', locale: 'en' },
  { suffix: 'dark', mode: 'dark', locale: 'en' },
  { suffix: 'ar-light', mode: 'light', locale: 'ar' },
  { suffix: 'ar-dark', mode: 'dark', locale: 'ar' },
])
/**
 * The views axe also checks on a whole host page with every landmark an app has (banner with a
 * navigation, main, footer: the harness's `?landmarks=1`) and every rule axe has: the modal lives
 * in the app's page, so it must add no second banner or other duplicate landmark to it. The WCAG
 * rules the views are checked with leave landmarks out (axe tags those rules best-practice).
 */
const HOST_PAGE_VIEWS = ['connect', 'account', 'account-activity']
const TEST_WALLET = 'dev.latch.testwallet'
const NOT_AVAILABLE = 'This view is not available in this app.'
/** Long enough to never answer while we look: the page is thrown away after. */
const WALLET_NEVER_ANSWERS_MS = 10 * 60_000

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ page: Page, harness: Awaited<ReturnType<typeof import('./harness/startHarness.ts').startHarness>> }} Ctx
 * @typedef {{ file: string, view?: string, caption: string, query?: string, setup: (ctx: Ctx) => Promise<void> }} Shot
 */

// ── page actions ─────────────────────────────────────────────────────────────────────────────────

/** @param {Page} page */
const dispatch = (page, command) => page.evaluate((c) => window.__latch.dispatch(c), command)
/** @param {Page} page */
const wallet = (page, method, ...params) =>
  page.evaluate(([m, p]) => window.__LATCH_TEST_WALLET__.wallet[m](...p), [method, params])

/** @param {Page} page */
async function waitForTestWallet(page) {
  await page.waitForFunction(
    (id) => window.__latch.getState().connectors.all.some((c) => c.id === id),
    TEST_WALLET,
  )
}

/** Connects the test wallet and waits for the balance read from the local chain. @param {Page} page */
async function connect(page) {
  await waitForTestWallet(page)
  await dispatch(page, { type: 'connection.connect', connectorId: TEST_WALLET })
  await page.waitForFunction(
    () => Boolean(window.__latch.getState().accounts.eip155?.balance),
    null,
  )
}

/** @param {Page} page */
async function waitForView(page, view) {
  await page.waitForFunction(
    (name) => {
      const state = window.__latch.getState()
      return state.modal.open && state.router.history.at(-1)?.view === name
    },
    view,
    { timeout: 15_000 },
  )
  await page.getByRole('dialog').waitFor({ state: 'visible' })
}

/**
 * Waits until what is on screen stops changing: fonts, every visible image decoded (or failed and
 * replaced by its fallback), no DOM mutation for 400 ms, finite animations done, two frames painted.
 * @param {Page} page
 */
async function settle(page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 15_000
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    await document.fonts.ready
    for (;;) {
      // Only what shows: a lazy image in the hidden, prebuilt modal never loads (it held every
      // variant of the closed page to the 15 s deadline).
      const pending = [...document.images].filter((img) => !img.complete && img.checkVisibility())
      if (pending.length === 0 || performance.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await new Promise((resolve) => {
      let timer = setTimeout(done, 400)
      const observer = new MutationObserver(() => {
        clearTimeout(timer)
        timer = setTimeout(done, performance.now() > deadline ? 0 : 400)
      })
      function done() {
        observer.disconnect()
        resolve(undefined)
      }
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
    })
    const finite = document
      .getAnimations()
      .filter((a) =>
        Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
      )
    await Promise.all(finite.map((a) => a.finished.catch(() => {})))
    await frame()
    await frame()
  })
}

/**
 * Switches the UI to `variant` live (theme and language) and waits until it is painted.
 * @param {Page} page @param {(typeof VARIANTS)[number]} variant
 */
async function showVariant(page, { mode, locale }) {
  await dispatch(page, { type: 'locale.set', locale })
  await dispatch(page, { type: 'theme.setMode', themeMode: mode })
  if (locale === 'ar') {
    // The UI's scopes say the language and the direction (the texts load on demand).
    await page.waitForFunction(() => document.querySelector('[lang="ar"][dir="rtl"]'))
  }
  await settle(page)
}

/** Images on the page that failed to load (their fallback shows instead). @param {Page} page */
const brokenImages = (page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
  )

// ── the views ────────────────────────────────────────────────────────────────────────────────────

/** @param {Page} page */
const dialog = (page) => page.getByRole('dialog')
/** Clicks a control by role and accessible name, as a user would. @param {import('playwright-core').Locator | Page} scope */
const click = (scope, name) => scope.getByRole('button', { name }).first().click()

/** Opens the modal the way a visitor does: a click on the connect button. @param {Page} page */
async function openConnect(page) {
  await waitForTestWallet(page)
  await click(page, 'Connect wallet')
  await waitForView(page, 'Connect')
}

/**
 * Opens the WalletConnect connector from Connect (the page's `?walletConnect=1` stand-in) and waits
 * for its QR code. @param {Page} page
 */
async function openWalletConnect(page) {
  await openConnect(page)
  await click(dialog(page), 'WalletConnect')
  await waitForView(page, 'ConnectingWalletConnect')
  await dialog(page).getByRole('img', { name: "Scan with your phone's wallet" }).waitFor()
}

/**
 * Reads the QR code on screen as a scanner would: a screenshot of it, as the page paints it, decoded
 * with jsQR (the plugin's test dependency) in the page. Throws unless it is the pairing's URI.
 * @param {Page} page
 */
async function expectQrReads(page) {
  const qr = dialog(page).getByRole('img', { name: "Scan with your phone's wallet" })
  const png = await qr.screenshot({ animations: 'disabled' })
  if (!(await page.evaluate(() => 'jsQR' in window))) {
    await page.addScriptTag({ content: await readFile(require.resolve('jsqr'), 'utf8') })
  }
  const read = await page.evaluate(
    async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d')
      context.drawImage(image, 0, 0)
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height)
      return window.jsQR(data, width, height)?.data ?? null
    },
    `data:image/png;base64,${png.toString('base64')}`,
  )
  const uri = await page.evaluate(
    () => window.__latch.getState().plugins.walletConnect?.pairing.uri,
  )
  if (!uri?.startsWith('wc:') || read !== uri) {
    throw new Error(
      `the QR code on screen reads ${JSON.stringify(read)}, not the pairing URI ${uri}`,
    )
  }
}

/** @type {Shot[]} */
const SHOTS = [
  {
    file: 'closed',
    caption:
      'The host page with the buttons, modal closed, not connected (NetworkButton, ConnectButton).',
    async setup({ page }) {
      await waitForTestWallet(page)
    },
  },
  {
    file: 'connect',
    view: 'Connect',
    caption:
      'Connect: the announced test wallet ("Latch Test Wallet", Installed) and the catalogue.',
    async setup({ page }) {
      await openConnect(page)
      await dialog(page).getByText('Latch Test Wallet').first().waitFor()
    },
  },
  {
    file: 'all-wallets',
    view: 'AllWallets',
    caption: 'AllWallets: the 600-wallet catalogue of the local API, images loaded.',
    async setup({ page }) {
      await openConnect(page)
      await click(dialog(page), /All wallets/)
      await waitForView(page, 'AllWallets')
      // The catalogue's first page is on screen with its images.
      await page.waitForFunction(() => {
        const images = [...document.querySelectorAll('[role=dialog] img')]
        return images.length >= 8 && images.every((img) => img.complete)
      })
    },
  },
  {
    file: 'connecting-external',
    view: 'ConnectingExternal',
    caption: 'ConnectingExternal: waiting for the test wallet, which is told not to answer yet.',
    async setup({ page }) {
      await openConnect(page)
      await wallet(page, 'setResponseDelay', WALLET_NEVER_ANSWERS_MS)
      await click(dialog(page), /Latch Test Wallet/)
      await waitForView(page, 'ConnectingExternal')
    },
  },
  {
    file: 'connecting-external-rejected',
    view: 'ConnectingExternal',
    caption:
      'ConnectingExternal, rejected: the user declined in the wallet (4001); Retry is offered.',
    async setup({ page }) {
      await openConnect(page)
      await wallet(page, 'rejectNext')
      await click(dialog(page), /Latch Test Wallet/)
      await waitForView(page, 'ConnectingExternal')
      await dialog(page).getByText('Connection rejected').first().waitFor()
    },
  },
  {
    file: 'connecting-walletconnect',
    view: 'ConnectingWalletConnect',
    query: 'walletConnect=1',
    caption:
      'ConnectingWalletConnect: the QR code of a sample `wc:` pairing URI (no wallet answers; the code on screen is read back with jsQR), with Copy link.',
    async setup({ page }) {
      await openWalletConnect(page)
      await expectQrReads(page)
    },
  },
  {
    file: 'connecting-walletconnect-mobile',
    view: 'ConnectingWalletConnect',
    query: 'walletConnect=1&device=mobile',
    caption:
      'ConnectingWalletConnect on a phone (device mobile): Open wallet (the `wc:` URI), Copy link and the QR code.',
    async setup({ page }) {
      await openWalletConnect(page)
      await dialog(page).getByRole('link', { name: 'Open wallet' }).waitFor()
    },
  },
  {
    file: 'connecting-walletconnect-basic',
    view: 'ConnectingWalletConnectBasic',
    query: 'walletConnect=1&basic=1',
    caption:
      'ConnectingWalletConnectBasic (basic mode): the modal opens on the QR code of the pairing, with Copy link, then All wallets.',
    async setup({ page }) {
      await waitForTestWallet(page)
      await click(page, 'Connect wallet')
      await waitForView(page, 'ConnectingWalletConnectBasic')
      await dialog(page).getByRole('img', { name: "Scan with your phone's wallet" }).waitFor()
      await dialog(page).getByRole('button', { name: 'All wallets' }).waitFor()
      await expectQrReads(page)
    },
  },
  {
    file: 'connecting-walletconnect-rejected',
    view: 'ConnectingWalletConnect',
    query: 'walletConnect=1',
    caption:
      'ConnectingWalletConnect, rejected: the wallet declined the pairing; no QR code, Try again is offered.',
    async setup({ page }) {
      await openWalletConnect(page)
      await page.evaluate(() => window.__latchHarness.walletConnect.reject())
      await dialog(page).getByRole('button', { name: 'Try again' }).waitFor()
    },
  },
  {
    file: 'account',
    view: 'Account',
    caption: 'Account: connected with the test wallet; balance read from the local chain.',
    async setup({ page }) {
      await connect(page)
      await click(page, /, account$/)
      await waitForView(page, 'Account')
    },
  },
  {
    file: 'send',
    view: 'Send',
    caption:
      'Send (@latch/send/react): the token picker from the balances, the amount with Max, the receiver, then Review.',
    async setup({ page }) {
      await connect(page)
      await click(page, /, account$/)
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
      await waitForView(page, 'Send')
      await dialog(page)
        .getByLabel('Token', { exact: true })
        .locator('option')
        .first()
        .waitFor({ state: 'attached' })
    },
  },
  {
    file: 'receive',
    view: 'Receive',
    caption: 'Receive (@latch/send/react): the address, its QR code and Copy address.',
    async setup({ page }) {
      await connect(page)
      await click(page, /, account$/)
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click()
      await waitForView(page, 'Receive')
      await dialog(page)
        .getByRole('img', { name: /QR code/ })
        .waitFor()
    },
  },
  {
    file: 'account-activity',
    view: 'AccountTab:Activity',
    caption:
      'Account, Activity tab (@latch/activity/react): the devnet mints of the dev account, by day; the spam airdrop is hidden.',
    async setup({ page }) {
      await connect(page)
      await click(page, /, account$/)
      await waitForView(page, 'Account')
      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      await dialog(page).getByRole('heading', { name: 'Today' }).waitFor()
    },
  },
  {
    file: 'account-nfts',
    view: 'AccountTab:NFTs',
    caption:
      'Account, NFTs tab (@latch/activity/react): the Latch Pets minted to the dev account (image, name, collection); the spam airdrop is hidden.',
    async setup({ page }) {
      await connect(page)
      await click(page, /, account$/)
      await waitForView(page, 'Account')
      await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
      await dialog(page).getByRole('list', { name: 'NFTs' }).getByRole('listitem').first().waitFor()
    },
  },
  {
    file: 'networks',
    view: 'Networks',
    caption:
      'Networks: the two local chains, Ethereum and Base; connected on the first local chain.',
    async setup({ page }) {
      await connect(page)
      await click(page, /, change network$/)
      await waitForView(page, 'Networks')
    },
  },
  {
    file: 'switch-network',
    view: 'SwitchNetwork',
    caption:
      'SwitchNetwork: pending, the wallet has not answered the switch to the second local chain.',
    async setup({ page, harness }) {
      await connect(page)
      await click(page, /, change network$/)
      await waitForView(page, 'Networks')
      await wallet(page, 'setResponseDelay', WALLET_NEVER_ANSWERS_MS)
      await click(dialog(page), harness.chains[1].name)
      await waitForView(page, 'SwitchNetwork')
    },
  },
  {
    file: 'switch-network-rejected',
    view: 'SwitchNetwork',
    caption:
      'SwitchNetwork, rejected: the user declined the switch in the wallet; Latch went back to Networks (spec §2), which shows the error.',
    async setup({ page, harness }) {
      await connect(page)
      await click(page, /, change network$/)
      await waitForView(page, 'Networks')
      await wallet(page, 'rejectNext', { method: 'wallet_switchEthereumChain' })
      await click(dialog(page), harness.chains[1].name)
      await page.waitForFunction(
        () => window.__latch.getState().networks.switchAttempt?.status === 'failed',
      )
      await page.getByRole('dialog').waitFor({ state: 'visible' })
    },
  },
  {
    file: 'switch-active-chain',
    view: 'SwitchActiveChain',
    query: 'solana=1',
    caption:
      'SwitchActiveChain: connected on EVM, the user picks Solana (offered as a network, no Solana wallet connected).',
    async setup({ page }) {
      await connect(page)
      await click(page, /, change network$/)
      await waitForView(page, 'Networks')
      await click(dialog(page), /Solana/)
      await waitForView(page, 'SwitchActiveChain')
    },
  },
  {
    file: 'unsupported-chain',
    view: 'UnsupportedChain',
    caption: 'UnsupportedChain: the wallet moved to a chain the app does not offer (id 424242).',
    async setup({ page, harness }) {
      await connect(page)
      // The user switches the wallet to a chain the app did not ask for: Latch opens the view.
      await wallet(page, 'addChain', {
        chainId: 424242,
        rpcUrl: harness.chains[0].rpcUrl,
        name: 'Some other chain',
      })
      await wallet(page, 'setChain', 424242)
      await waitForView(page, 'UnsupportedChain')
    },
  },
]

// ── run ──────────────────────────────────────────────────────────────────────────────────────────

const started = performance.now()
/** @type {(() => Promise<void>)[]} */
const cleanups = []
let cleaning
let interrupted = false
const cleanup = () => {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) await fn().catch((error) => console.error(error))
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true
    console.error(`\n${signal}: stopping the browser, the page server and the local stack…`)
    cleanup().finally(() => process.exit(130))
  })
}

/** @type {{ shot: Shot, error: string }[]} */
const failures = []
/** @type {Shot[]} */
const missing = []
/** @type {{ shot: Shot, files: string[], notes: string[] }[]} */
const captured = []
let unchanged = 0
/** Views axe found clean on the host page with its own landmarks. @type {string[]} */
const hostChecked = []

try {
  await registerSourceLoader()
  const { startHarness } = await import('./harness/startHarness.ts')
  const { launchChromium, newLoopbackContext } = await import('@latch/testkit/chromium')
  const { comparePng } = await import('./harness/comparePng.mjs')
  const { forgetUncapturedShot } = await import('./harness/uncapturedShot.ts')

  const harness = await startHarness()
  cleanups.push(() => harness.stop())
  console.log(`Harness at ${harness.url} (local stack up in ${harness.stack.startupMs} ms)`)

  const browser = await launchChromium()
  cleanups.push(() => browser.close())
  const comparePage = await browser.newPage()

  const only = args.only?.split(',').map((name) => name.trim())
  const unknown = only?.filter((name) => !SHOTS.some((shot) => shot.file === name)) ?? []
  if (unknown.length) {
    throw new Error(
      `--only: no such screenshot ${unknown.join(', ')} (known: ${SHOTS.map((s) => s.file).join(', ')})`,
    )
  }
  const shots = only ? SHOTS.filter((shot) => only.includes(shot.file)) : SHOTS
  await mkdir(outDir, { recursive: true })

  let registered
  for (const shot of shots) {
    if (interrupted) break
    const t0 = performance.now()
    const { context, blocked } = await newLoopbackContext(browser)
    try {
      const page = await context.newPage()
      const pageErrors = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') pageErrors.push(message.text())
      })
      await page.goto(`${harness.url}?theme=light${shot.query ? `&${shot.query}` : ''}`)
      await page.waitForFunction(() => window.__latchHarness?.ready)
      registered ??= await page.evaluate(() => window.__latchHarness.views)
      if (shot === shots[0]) {
        console.log(`Views registered in the harness page: ${registered.join(', ') || 'none'}`)
        const unshot = registered.filter((view) => !SHOTS.some((s) => s.view === view))
        if (unshot.length)
          console.warn(
            `! registered views with no screenshot defined in this script: ${unshot.join(', ')}`,
          )
      }

      if (shot.view && !registered.includes(shot.view)) {
        missing.push(shot)
        await forgetUncapturedShot({
          outDir,
          file: shot.file,
          suffixes: VARIANTS.map((variant) => variant.suffix),
          write: !args['no-write'],
        })
        console.error(
          `✗ ${shot.file}: the ${shot.view} view is not registered in the harness page — not captured`,
        )
        continue
      }

      await shot.setup({ page, harness })
      const files = []
      // The pointer leaves the dialog so no row is captured in its hover state.
      await page.mouse.move(1, 760)
      for (const variant of VARIANTS) {
        const { suffix } = variant
        await showVariant(page, variant)
        if (await page.getByText(NOT_AVAILABLE).count()) {
          throw new Error(`the modal says "${NOT_AVAILABLE}"`)
        }
        if (args.axe) await expectAxeClean(page, suffix)
        if (args['no-write']) {
          files.push(`${shot.file}-${suffix}${args.axe ? ' (axe clean)' : ''}`)
          continue
        }
        const file = `${outDir}${shot.file}-${suffix}.png`
        // Finite animations jump to their end and spinners to their first frame: runs are repeatable.
        const png = await page.screenshot({ animations: 'disabled' })
        const previous = await readFile(file).catch(() => undefined)
        // Software rendering varies a few anti-aliased pixels from run to run: such a file is kept.
        const same =
          previous &&
          (previous.equals(png) ||
            (await comparePng(comparePage, previous, png, 16)).significant === 0)
        if (same) unchanged++
        else await writeFile(file, png)
        files.push(file)
      }
      const notes = []
      const broken = await brokenImages(page)
      if (broken.length)
        notes.push(
          `${broken.length} image(s) failed, fallback shown: ${broken.slice(0, 3).join(', ')}`,
        )
      if (blocked.length)
        notes.push(`blocked non-loopback requests: ${[...new Set(blocked)].join(', ')}`)
      if (pageErrors.length) notes.push(`page errors: ${[...new Set(pageErrors)].join(' | ')}`)
      captured.push({ shot, files, notes })
      const ms = Math.round(performance.now() - t0)
      console.log(
        `✓ ${shot.file} (${ms} ms): ${files.map((f) => relative(process.cwd(), f)).join(', ')}`,
      )
      for (const note of notes) console.log(`    note: ${note}`)
    } catch (error) {
      if (interrupted) break
      failures.push({ shot, error: error instanceof Error ? error.message : String(error) })
      console.error(`✗ ${shot.file}: ${error instanceof Error ? error.message : error}`)
    } finally {
      await context.close().catch(() => {})
    }
  }

  if (args.axe) {
    for (const shot of shots.filter((s) => HOST_PAGE_VIEWS.includes(s.file))) {
      if (interrupted) break
      const t0 = performance.now()
      const { context } = await newLoopbackContext(browser)
      try {
        const page = await context.newPage()
        await page.goto(
          `${harness.url}?theme=light&landmarks=1${shot.query ? `&${shot.query}` : ''}`,
        )
        await page.waitForFunction(() => window.__latchHarness?.ready)
        await shot.setup({ page, harness })
        await page.mouse.move(1, 760)
        // Every variant is checked before failing: a fix is seen to hold in each.
        const found = []
        for (const variant of VARIANTS) {
          await showVariant(page, variant)
          found.push(await expectAxeClean(page, variant.suffix, 'all').catch((error) => error))
        }
        const errors = found.filter((error) => error instanceof Error)
        if (errors.length) throw new Error(errors.map((error) => error.message).join('\n    '))
        hostChecked.push(shot.file)
        const ms = Math.round(performance.now() - t0)
        console.log(
          `✓ ${shot.file} on a host page with its own landmarks (${ms} ms): axe clean, every rule`,
        )
      } catch (error) {
        if (interrupted) break
        const file = `${shot.file} on a host page`
        failures.push({
          shot: { ...shot, file },
          error: error instanceof Error ? error.message : String(error),
        })
        console.error(`✗ ${file}: ${error instanceof Error ? error.message : error}`)
      } finally {
        await context.close().catch(() => {})
      }
    }
  }

  if (!only && !args['no-write']) await writeIndex()
} catch (error) {
  console.error(error)
  failures.push({
    shot: /** @type {Shot} */ ({ file: 'harness', caption: '' }),
    error: String(error),
  })
} finally {
  await cleanup()
}

/**
 * Throws axe-core's findings on the page, if any, in `rules`.
 * @param {Page} page @param {string} suffix @param {'wcag' | 'all'} [rules]
 */
async function expectAxeClean(page, suffix, rules = 'wcag') {
  const violations = await axeViolations(page, rules)
  if (violations.length) {
    throw new Error(
      `axe (${suffix}${rules === 'all' ? ', every rule' : ''}): ${violations.map((v) => `${v.id} [${v.impact}] ${v.help} — ${v.nodes} node(s)`).join('; ')}`,
    )
  }
}

/**
 * axe-core's findings on the page as it is (the open dialog and the host page around it), in its
 * WCAG 2.1 A/AA rules, or in all of its rules (best practices too: landmarks, headings…).
 * @param {Page} page @param {'wcag' | 'all'} rules
 */
async function axeViolations(page, rules) {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source })
  return page.evaluate(async (all) => {
    const results = await window.axe.run(
      document,
      all ? {} : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    )
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
    }))
  }, rules === 'all')
}

const seconds = ((performance.now() - started) / 1000).toFixed(1)
const pngs = captured.reduce((sum, entry) => sum + entry.files.length, 0)
console.log(
  args['no-write']
    ? `\n${captured.length} views checked in light and dark, English and Arabic${args.axe ? ` with axe, ${hostChecked.length} of them on a host page with its own landmarks` : ''} in ${seconds} s (no screenshots written)`
    : `\n${pngs} screenshots of ${captured.length} views in ${seconds} s → ${relative(process.cwd(), outDir)} (${unchanged} unchanged beyond anti-aliasing noise, kept as they were)`,
)
if (missing.length) {
  console.error(
    `${missing.length} view(s) not registered yet: ${missing.map((shot) => shot.view).join(', ')}${
      args['allow-missing'] ? ' (allowed by --allow-missing)' : ' — pass --allow-missing to accept'
    }`,
  )
}
if (failures.length)
  console.error(`${failures.length} view(s) failed: ${failures.map((f) => f.shot.file).join(', ')}`)
process.exit(failures.length > 0 || (missing.length > 0 && !args['allow-missing']) ? 1 : 0)

async function writeIndex() {
  const lines = [
    '# Screenshots of @latch/react',
    '',
    'Taken in real Chromium (Debian `chromium`, headless, 1024×768, device scale factor 1) by',
    '`node renderers/screenshots/screenshots.mjs`, on its harness page (`renderers/screenshots/`) with the',
    "testkit's local stack: two local EVM chains, the local API (wallet catalogue and images) and the",
    'test wallet announced through EIP-6963. Fonts are whatever the machine has (DejaVu Sans on Debian).',
    'Each view is also shown in Arabic, right to left (`locale.set`, switched live once the view is',
    'up): texts of the built-in views in Arabic, mirrored layout; plugin views keep their own texts.',
    'Do not edit by hand: re-run the script.',
    '',
    '| View | Light | Dark | Arabic (RTL), light | Arabic (RTL), dark |',
    '| --- | --- | --- | --- | --- |',
  ]
  for (const { shot } of captured) {
    // A caption is "Title: what it shows".
    const split = shot.caption.indexOf(': ')
    const title = shot.caption.slice(0, split)
    const text = shot.caption.slice(split + 2)
    lines.push(
      `| **${title}**: ${text} | ![${title}, light](./${shot.file}-light.png) | ![${title}, dark](./${shot.file}-dark.png) | ![${title}, Arabic, light](./${shot.file}-ar-light.png) | ![${title}, Arabic, dark](./${shot.file}-ar-dark.png) |`,
    )
  }
  if (missing.length || failures.length) {
    lines.push('', '## Not captured', '')
    for (const shot of missing)
      lines.push(`- **${shot.view}**: not registered in the harness page yet.`)
    for (const { shot, error } of failures)
      lines.push(`- **${shot.view ?? shot.file}**: failed: ${error.split('\n')[0]}`)
  }
  await writeFile(`${outDir}README.md`, `${lines.join('\n')}\n`)
}
