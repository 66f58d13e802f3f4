import {
  advanceUntil,
  createMockChainAdapter,
  createTestLatch,
  mockNetworks,
  type TestLatch,
} from '@latch/testkit'
import { afterEach, describe, expect, it } from 'vitest'

import { errorCatalogue } from '../errors/catalogue'
import { definePlugin } from '../plugins/definePlugin'

const { home, other } = mockNetworks
const latches: TestLatch[] = []
afterEach(() => {
  for (const latch of latches.splice(0)) latch.destroy()
})

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: home.caipNetworkId,
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
}

/** A Data API that answers the balance path with `answer()`, or fails when it throws. */
function dataApi(answer: () => unknown) {
  let release: (() => void) | undefined
  let released = false
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.pathname.endsWith('/balance')) throw new TypeError('fetch failed')
    // Held until released (a release that comes first lets it through at once).
    if (!released) await new Promise<void>((resolve) => (release = resolve))
    return new Response(JSON.stringify(answer()), {
      headers: { 'content-type': 'application/json' },
    })
  }
  return {
    fetch,
    release: () => {
      released = true
      release?.()
    },
  }
}

async function connectedLatch(fetch: typeof globalThis.fetch) {
  const adapter = createMockChainAdapter({ networks: [home, other] })
  const latch = createTestLatch({
    networks: [home, other],
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
    fetch,
    endpoints: { data: 'http://127.0.0.1:9' },
  })
  latches.push(latch)
  await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
  return latch
}

const status = (latch: TestLatch) => latch.getState().accounts.eip155?.tokenBalanceStatus

describe('tokenBalanceStatus', () => {
  it('is loading while the fetch runs, then ready with the list', async () => {
    const api = dataApi(() => ({ balances: [usdc] }))
    const latch = await connectedLatch(api.fetch)
    // The fetch loads with the first one: loading from then on.
    await expect.poll(() => status(latch)).toBe('loading')
    api.release()
    await expect.poll(() => status(latch)).toBe('ready')
    expect(latch.getState().accounts.eip155?.tokenBalance).toEqual([usdc])
  })

  it('is unavailable after a failed fetch, and stays so while retries are blocked', async () => {
    const latch = await connectedLatch(async () => {
      throw new TypeError('fetch failed')
    })
    await expect.poll(() => status(latch)).toBe('loading')
    await advanceUntil(latch.clock, () => status(latch) !== 'loading')
    expect(status(latch)).toBe('unavailable')
    expect(latch.getState().toasts.current?.message).toBe(errorCatalogue.TOKEN_BALANCE_UNAVAILABLE)
    await latch.dispatch({ type: 'account.fetchTokenBalances' })
    expect(status(latch)).toBe('unavailable')
  })

  it('is cleared with the account on disconnect', async () => {
    const latch = await connectedLatch(async () => {
      throw new TypeError('fetch failed')
    })
    await expect.poll(() => status(latch)).toBe('loading')
    await advanceUntil(latch.clock, () => status(latch) === 'unavailable')
    await latch.dispatch({ type: 'connection.disconnect' })
    expect(status(latch)).toBeUndefined()
  })
})
