import { definePlugin, type PluginContext } from '@latch/core/plugin'
import { defineEip155Network, eip155 } from '@latch/eip155'
import {
  announceTestWallet,
  createTestLatch,
  createTestWallet,
  type Devnet,
  type DevnetChain,
  type LocalApi,
  type TestLatch,
} from '@latch/testkit'
import { type ActivityOptions, activity } from '../plugin'

export const localNetwork = (chain: DevnetChain) =>
  defineEip155Network({
    chainId: chain.chainId,
    name: `Local ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
  })

export interface World {
  latch: TestLatch
  /** The Data API history requests the client made (URLs), in order. */
  historyRequests: URL[]
  /** A test plugin's context, to emit bus events as another plugin would. */
  probe: PluginContext
  destroy(): void
}

/**
 * A page with the test wallet of dev account `accountIndex` announced, and a Latch client (manual
 * clock) with eip155 and the activity plugin on the devnet's chains and the local API.
 */
export function activityWorld(
  devnet: Devnet,
  api: LocalApi,
  options: { accountIndex?: number; activity?: ActivityOptions; startAt?: number } = {},
): World {
  const wallet = createTestWallet({
    accounts: [devnet.accounts[options.accountIndex ?? 2]!.privateKey],
    chains: devnet.chains,
  })
  const unannounce = announceTestWallet(window, wallet)
  const historyRequests: URL[] = []
  const countingFetch: typeof fetch = (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    if (url.pathname.endsWith('/history')) historyRequests.push(url)
    return fetch(input, init)
  }
  let probe: PluginContext | undefined
  const latch = createTestLatch({
    networks: devnet.chains.map(localNetwork),
    plugins: [
      eip155(),
      activity(options.activity),
      definePlugin({
        name: 'probe',
        setup: (ctx) => {
          probe = ctx
        },
      }),
    ],
    window,
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
    fetch: countingFetch,
    startAt: options.startAt,
  })
  return {
    latch,
    historyRequests,
    // Set up with the plugins: in a page, by the first command or once the page is idle.
    get probe() {
      return probe as PluginContext
    },
    destroy() {
      latch.destroy()
      unannounce()
    },
  }
}

/** Settles `pending` while moving the manual clock (API retries wait on it), a second a step. */
export async function settleOnClock<T>(latch: TestLatch, pending: Promise<T>, stepMs = 1_000) {
  let done = false
  const outcome = pending.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  void outcome.finally(() => {
    done = true
  })
  for (let step = 0; step < 120 && !done; step++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    if (!done) await latch.clock.advanceAsync(stepMs)
  }
  return outcome
}
