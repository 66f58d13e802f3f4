/**
 * Starts the harness: the testkit's local stack (two EVM chains, the local API, the RPC gateway)
 * and a Vite dev server on 127.0.0.1 serving the harness page (index.html + main.tsx), which renders
 * the default UI on a Latch client wired to that stack, with the test wallet announced (EIP-6963).
 *
 * Used by ../screenshots.mjs; meant for the e2e tests too. Under plain `node`, call
 * `registerSourceLoader()` (./registerSourceLoader.mjs) before importing this module; under vitest
 * nothing is needed.
 *
 * @example
 * const harness = await startHarness()
 * await page.goto(harness.url)            // ?theme=dark, ?walletDelay=5000
 * await harness.stop()
 */
import { fileURLToPath } from 'node:url'
import type { LocalStack, StartLocalStackOptions } from '@latch/testkit'
import { createServer } from 'vite'
import type { HarnessPageConfig } from './main'

const harnessRoot = fileURLToPath(new URL('.', import.meta.url))

/** Resolve conditions of the page: workspace packages load from their TypeScript source. */
const conditions = ['@latch/source', 'module', 'browser', 'development|production']

export interface StartHarnessOptions {
  /** A running stack to use (not stopped by `stop()`); default: start one. */
  stack?: LocalStack
  /** Options for the stack started here. */
  stackOptions?: StartLocalStackOptions
  /** Announce the test wallet in the page. Default true. */
  wallet?: boolean
  /** Which dev account the wallet holds. Default 1. */
  walletAccount?: number
  /** Port of the page server on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /** Default 'latch-harness'. */
  projectId?: string
}

export async function startHarness(options: StartHarnessOptions = {}) {
  const stops: (() => Promise<void>)[] = []
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      // Last started, first stopped; every stop runs even if one fails.
      const errors: unknown[] = []
      for (const fn of stops.reverse()) await fn().catch((error) => errors.push(error))
      if (errors.length > 0) throw new AggregateError(errors, 'stopping the harness failed')
    })()
    return stopped
  }
  try {
    let stack = options.stack
    if (!stack) {
      const { startLocalStack } = await import('@latch/testkit')
      stack = await startLocalStack(options.stackOptions)
      const started = stack
      stops.push(() => started.stop())
    }
    const account = stack.accounts[options.walletAccount ?? 1]
    if (!account) throw new Error(`the stack has no dev account ${options.walletAccount}`)
    const chains = stack.chains.map((chain, index) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: index === 0 ? 'Latch Devnet' : `Latch Devnet ${index + 1}`,
    }))
    const pageConfig: HarnessPageConfig = {
      projectId: options.projectId ?? 'latch-harness',
      endpoints: stack.endpoints,
      chains,
      wallet:
        options.wallet === false
          ? null
          : { accounts: [account.privateKey], chains: chains.map(({ name, ...chain }) => chain) },
    }

    const server = await createServer({
      configFile: false,
      root: harnessRoot,
      logLevel: 'warn',
      clearScreen: false,
      resolve: { conditions },
      oxc: { jsx: { runtime: 'automatic' } },
      server: { host: '127.0.0.1', port: options.port ?? 0, strictPort: true, hmr: false },
      optimizeDeps: { entries: ['index.html'] },
      plugins: [
        {
          name: 'latch-harness-config',
          transformIndexHtml: () => [
            {
              tag: 'script',
              children: `window.__LATCH_HARNESS__ = ${JSON.stringify(pageConfig)}`,
              injectTo: 'head-prepend',
            },
          ],
        },
      ],
    })
    stops.push(() => server.close())
    await server.listen()
    const url = server.resolvedUrls?.local[0]
    if (!url) throw new Error('the harness server has no local URL')
    return { url, stack, server, account, chains, pageConfig, stop }
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}
