import { type LocalStack, startLocalStack } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import { testWalletInitScript } from '@latch/testkit/init-script'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FirstPaintScripts, loadMeasuringScripts } from './firstPaintScripts'
import {
  type AppUnderTest,
  type FrameworkApp,
  type RunningApp,
  SIGNED_MESSAGE,
  shortAddress,
} from './frameworkApp'
import { latchWarnings } from './latchWarnings'
import { isHydrationProblem, type PageProblems, watchProblems } from './pageProblems'

/** How many loads each visitor makes: the first and four reloads. */
const LOADS = 5

/** A test that loads the page five times, on a machine the whole suite shares: generous. */
const BROWSER_TEST_MS = 120_000

/**
 * Registers the tests of one built host app (`name`: "next16-turbopack"), proven in Chromium on
 * the local stack:
 * - its production build succeeds and prints no warning naming a Latch package;
 * - a first-time visitor: five loads, each without a console error or warning, an uncaught error
 *   or a hydration warning, the first within the app's `firstPaintBudget`; a server-rendered
 *   page has Latch's style sheet ahead of the button in its HTML;
 * - connecting the test wallet in Latch's modal, signing a message, sending a transaction on the
 *   local chain (the page's contract: `FrameworkApp`);
 * - a returning visitor (the cookies the cookie storage wrote): the account is in the server's
 *   HTML, then five reloads without a problem, the button ending connected (not busy);
 * and prints, for the closing note, the JavaScript the first visit loaded before the button
 * (gzip) and the hydration errors over all loads:
 * `[frameworks] <name>: <KB> KB gzip JS before the button, <n> hydration errors over <m> loads`.
 *
 * @example
 * describeFrameworkApp('react-router', {
 *   build: () => runBuild({ command: bin('react-router'), args: ['build'], cwd: root }),
 *   start: (stack) => startServer({ command: bin('react-router-serve'), args: ['build/server/index.js'], cwd: root, env: { ...localStackEnv(stack), PORT: '0', HOST: '127.0.0.1' } }),
 * })
 */
export function describeFrameworkApp(name: string, app: FrameworkApp): void {
  describe(name, () => {
    let buildOutput = ''
    let stack: LocalStack
    let browser: Browser
    let running: RunningApp
    let context: BrowserContext
    /** What the page asked of hosts other than this machine (refused). */
    let blocked: string[] = []
    let page: Page
    let problems: PageProblems
    let firstPaint: FirstPaintScripts | undefined
    let hydrationErrors = 0
    let loads = 0
    const owner = () => stack.accounts[0]?.address as `0x${string}`
    const serverHtml = async () => {
      const cookies = await context.cookies(running.url)
      const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
      return (await fetch(running.url, { headers: { cookie } })).text()
    }

    beforeAll(
      async () => {
        // The build (one process, busy) while the stack and the browser start.
        const [output, started, launched] = await Promise.allSettled([
          app.build(),
          startLocalStack({}),
          launchChromium(),
        ])
        if (started.status === 'fulfilled') stack = started.value
        if (launched.status === 'fulfilled') browser = launched.value
        for (const result of [output, started, launched]) {
          if (result.status === 'rejected') throw result.reason
        }
        buildOutput = (output as PromiseFulfilledResult<string>).value
        running = await app.start(stack)
        ;({ context, blocked } = await newLoopbackContext(browser))
        const [account] = stack.accounts
        await context.addInitScript({
          content: await testWalletInitScript({
            evm: {
              accounts: [account?.privateKey as `0x${string}`],
              chains: stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
              // Like an extension, it remembers the visitor's permission across reloads.
              persistAs: 'latch-test-wallet',
            },
          }),
        })
        page = await context.newPage()
        problems = watchProblems(page)
      },
      // The build may take 10 minutes (two cores, shared with the suite), then the start.
      600_000 + 60_000,
    )
    afterAll(async () => {
      console.log(
        `[frameworks] ${name}: ${firstPaint ? `${(firstPaint.gzipBytes / 1024).toFixed(1)} KB gzip JS in ${firstPaint.urls.length} files` : '?'} before the button, ${hydrationErrors} hydration errors over ${loads} loads`,
      )
      await browser?.close()
      await Promise.all([running?.stop(), stack?.stop()])
    }, 30_000)

    /** Waits for the page to settle after a load; resolves with what it reported. */
    async function settled(ready: () => Promise<void>): Promise<string[]> {
      await ready()
      // Hydration and what follows it (the reconnect, balances) are done once the network is.
      await page.waitForLoadState('networkidle')
      loads += 1
      const found = problems.take()
      hydrationErrors += found.filter(isHydrationProblem).length
      return found
    }

    const connectButton = () => page.getByRole('button', { name: 'Connect wallet' })
    const accountButton = () =>
      page.getByRole('button', { name: new RegExp(`${shortAddress(owner())}.*, account$`) })

    const serverRendered = app.rendering !== 'page'

    it('builds for production without a warning naming a Latch package', () => {
      expect(buildOutput).not.toBe('')
      expect(latchWarnings(buildOutput)).toEqual([])
    })

    it(
      'a first-time visitor: five loads without a console error or a hydration warning',
      async () => {
        const seen: string[][] = []
        for (let load = 0; load < LOADS; load++) {
          seen.push(
            await settled(async () => {
              if (load === 0) {
                firstPaint = await loadMeasuringScripts(page, running.url, connectButton())
              } else {
                await page.reload()
                await connectButton().waitFor()
              }
            }),
          )
        }
        expect(seen).toEqual(seen.map(() => []))
        if (serverRendered) {
          // The button's styles come with the server's HTML, ahead of the button: it is not
          // painted unstyled and then moved when the page hydrates.
          const html = await serverHtml()
          const sheet = html.indexOf('data-href="latch-styles"')
          expect(sheet, "Latch's style sheet in the server's HTML").toBeGreaterThan(-1)
          expect(sheet).toBeLessThan(html.indexOf('>Connect wallet<'))
        }
        const { kb, files } = app.firstPaintBudget
        expect(firstPaint?.gzipBytes, 'gzip bytes of JS before the button').toBeLessThanOrEqual(
          kb * 1024,
        )
        expect(firstPaint?.urls.length, 'JS files before the button').toBeLessThanOrEqual(files)
      },
      BROWSER_TEST_MS,
    )

    it(
      "connects the test wallet in Latch's modal, signs a message and sends a transaction",
      async () => {
        await connectButton().click()
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Latch Test Wallet Installed' })
          .click()
        await accountButton().waitFor()
        if ((await page.getByRole('dialog').count()) > 0) {
          await page.keyboard.press('Escape')
          await page.getByRole('dialog').waitFor({ state: 'detached' })
        }

        await page.getByRole('button', { name: /^Sign/ }).click()
        const signature = page.getByLabel('Signature', { exact: true })
        await expect
          .poll(() => signature.textContent(), { timeout: 15_000 })
          .toMatch(/^0x[0-9a-f]{130}$/)
        expect(
          await verifyMessage({
            address: owner(),
            message: SIGNED_MESSAGE,
            signature: (await signature.textContent()) as `0x${string}`,
          }),
        ).toBe(true)

        await page.getByRole('button', { name: /^Send 0\.01 ETH/ }).click()
        const transaction = page.getByLabel('Transaction', { exact: true })
        await expect
          .poll(() => transaction.textContent(), { timeout: 15_000 })
          .toMatch(/^0x[0-9a-f]{64}$/)
        const hash = (await transaction.textContent()) as `0x${string}`
        const chain = createPublicClient({ transport: http(stack.chains[0]?.rpcUrl) })
        expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
        const sent = await chain.getTransaction({ hash })
        expect({ from: sent.from, to: sent.to, value: sent.value }).toEqual({
          from: owner().toLowerCase(),
          to: owner().toLowerCase(),
          value: parseEther('0.01'),
        })
        expect(problems.take()).toEqual([])
      },
      BROWSER_TEST_MS,
    )

    it(
      `a returning visitor: ${serverRendered ? "the account is in the server's HTML; " : ''}five reloads without a console error or a hydration warning, ending connected`,
      async () => {
        if (serverRendered) {
          const cookies = await context.cookies(running.url)
          expect(cookies.map((cookie) => cookie.name)).toEqual(
            expect.arrayContaining(['@latch/connections', '@latch/connector_ids']),
          )
          const html = await serverHtml()
          expect(html).toContain(`${shortAddress(owner())}`)
          expect(html).not.toContain('>Connect wallet<')
        }

        const seen: string[][] = []
        for (let load = 0; load < LOADS; load++) {
          seen.push(
            await settled(async () => {
              await page.reload()
              // The wallet confirmed the account: the button is no longer busy.
              await expect
                .poll(() => accountButton().getAttribute('aria-busy'), { timeout: 15_000 })
                .toBeNull()
            }),
          )
        }
        expect(seen).toEqual(seen.map(() => []))
        expect(hydrationErrors).toBe(0)
      },
      BROWSER_TEST_MS,
    )

    it("asked no host but this machine: Latch's services and chains are the ones the app was started with", () => {
      expect(loads).toBeGreaterThan(0)
      expect(blocked).toEqual([])
    })

    app.moreTests?.(
      (): AppUnderTest => ({
        stack,
        url: running.url,
        browser,
        context,
        page,
        owner: owner(),
        serverHtml,
      }),
    )
  })
}
