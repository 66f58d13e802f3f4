import type { LocalStack } from '@latch/testkit'
import type { Browser, BrowserContext, Page } from 'playwright-core'

/**
 * One production build of a host app, as `describeFrameworkApp` drives it.
 *
 * The app's page (what the check finds by role and name, as a person would):
 * - Latch's default `ConnectButton` ("Connect wallet", then "0xf39F…2266, account"; `aria-busy`
 *   while the wallet has not confirmed a returning visitor's account);
 * - a button whose name starts with "Sign" that signs `SIGNED_MESSAGE` with the connected
 *   account through Latch, the signature in an element labelled "Signature";
 * - a button whose name starts with "Send 0.01 ETH" that sends 0.01 ETH from the connected
 *   account to itself on the active chain, the transaction hash in an element labelled
 *   "Transaction";
 * - Latch's client on the stack's chains and endpoints (`localStackEnv`), with the cookie storage
 *   (`createCookieStorage`), so a returning visitor's account is in the server's HTML.
 */
export interface FrameworkApp {
  /**
   * Builds the app for production. Resolves with everything the build printed (stdout and
   * stderr); rejects when the build fails (its output in the error). Called once per test file.
   */
  build(): Promise<string>
  /**
   * Starts the built app on 127.0.0.1 against a running local stack; resolves once it answers
   * HTTP. `stop` ends everything `start` started.
   */
  start(stack: LocalStack): Promise<RunningApp>
  /**
   * Where the page is rendered: 'server' (default: a returning visitor's account is in the
   * server's HTML, from the cookie storage) or 'page' (a single-page app: its HTML is the same for
   * everyone, the account shows once its script ran).
   */
  rendering?: 'server' | 'page'
  /**
   * The most JavaScript a first visit may load before the button (`loadMeasuringScripts`): the
   * build as it is today with a little room, so a regression of Latch's packages in this
   * framework's default build fails here.
   */
  firstPaintBudget: FirstPaintBudget
  /**
   * More tests of this app, run after the shared ones in the same `describe`: same build, stack,
   * server and page (a returning visitor, connected, by then).
   */
  moreTests?(app: () => AppUnderTest): void
}

export interface FirstPaintBudget {
  /** gzip KB, the framework's own JavaScript included. */
  kb: number
  files: number
}

export interface RunningApp {
  /** The app's page, e.g. `http://127.0.0.1:41234/`. */
  url: string
  stop(): Promise<void>
}

/** What `moreTests` get: the running app and the browser page that drove it. */
export interface AppUnderTest {
  stack: LocalStack
  url: string
  browser: Browser
  context: BrowserContext
  page: Page
  /** The test wallet's account (dev account 0). */
  owner: `0x${string}`
  /** The HTML the server answers a request with the page's current cookies. */
  serverHtml(): Promise<string>
}

/** What the app's "Sign" button signs. */
export const SIGNED_MESSAGE = 'Hello from Latch'

/**
 * The environment a host app reads the local stack from, on its server at request time (so one
 * build runs against any stack): `LATCH_ENDPOINTS`, JSON of `createLatch`'s `endpoints`, and
 * `LATCH_CHAINS`, JSON of `{ chainId, rpcUrl }[]`, the stack's EVM chains.
 */
export function localStackEnv(stack: LocalStack): Record<string, string> {
  return {
    LATCH_ENDPOINTS: JSON.stringify(stack.endpoints),
    LATCH_CHAINS: JSON.stringify(stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))),
  }
}

/** How the default UI shortens an address: `0xf39F…2266`. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
