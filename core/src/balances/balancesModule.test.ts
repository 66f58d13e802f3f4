import {
  createMockChainAdapter,
  createTestLatch,
  type LocalApi,
  type LocalStack,
  mockNetworks,
  startDevnet,
  startLocalApi,
  startLocalStack,
  type TestLatch,
} from '@latch/testkit'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../chain/types'
import { BALANCE_RETRY_BLOCK_MS, CACHE_LIFETIME_MS } from '../constants'
import type { Endpoints } from '../options/schema'
import { definePlugin } from '../plugins/definePlugin'

// Integration: token balances from the testkit's local Data API, which reads the local chains.
const { home, other } = mockNetworks
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // the mock wallet's first account
let stack: LocalStack
const latches: TestLatch[] = []

beforeAll(async () => {
  stack = await startLocalStack()
})
afterEach(() => {
  for (const latch of latches.splice(0)) latch.destroy()
  stack.api.faults.clear()
})
afterAll(() => stack.stop())

const adapterPlugin = (adapter: ChainAdapter) =>
  definePlugin({
    name: `adapter-${adapter.namespace}`,
    setup: (ctx) => ctx.registerAdapter(adapter),
  })

/** Balance requests the client sent, counted at its `fetch`. */
function countingFetch() {
  const urls: URL[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname.endsWith('/balance')) urls.push(url)
    return globalThis.fetch(input, init)
  }
  return { fetch, urls }
}

/** A client on the local stack with the mock wallet connected on the devnet's first chain. */
async function connected(
  options: { endpoints?: Partial<Endpoints>; adapter?: ChainAdapter; networks?: unknown[] } = {},
) {
  const requests = countingFetch()
  const adapter = options.adapter ?? createMockChainAdapter({ networks: [home, other] })
  const latch = createTestLatch({
    endpoints: options.endpoints ?? stack.endpoints,
    networks: (options.networks as (typeof home)[] | undefined) ?? [home, other],
    plugins: [adapterPlugin(adapter)],
    fetch: requests.fetch,
  })
  latches.push(latch)
  await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
  return { latch, requests }
}

const tokenBalance = (latch: TestLatch) => latch.getState().accounts.eip155?.tokenBalance
const toast = (latch: TestLatch) => latch.getState().toasts.current

/** Moves the manual clock in steps, pausing for real I/O in between, until `done()`. */
async function runClockUntil(latch: TestLatch, done: () => boolean, stepMs = 1_000) {
  for (let steps = 0; !done(); steps++) {
    if (steps > 100) throw new Error('still not done after 100 clock steps')
    await new Promise((resolve) => setTimeout(resolve, 15))
    await latch.clock.advanceAsync(stepMs)
  }
}

describe('account.fetchTokenBalances', () => {
  it('loads the balances in the background when the account connects', async () => {
    const { latch, requests } = await connected()
    // connection.connect resolved before the balances: nothing waited for them.
    expect(tokenBalance(latch)).toEqual([])
    await vi.waitFor(() => expect(tokenBalance(latch)).toHaveLength(2))

    const [chain] = stack.chains
    expect(tokenBalance(latch)).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        chainId: 'eip155:31337',
        // 10 000 ETH less what deploying the token cost this account.
        quantity: { decimals: '18', numeric: expect.stringMatching(/^9999\.\d+$/) },
      }),
      expect.objectContaining({
        name: 'Latch USD',
        symbol: 'LUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${chain?.token.address}`,
        quantity: { decimals: '6', numeric: '1000000' },
      }),
    ])
    expect(tokenBalance(latch)?.[0]).not.toHaveProperty('address')
    const [request] = requests.urls
    expect(request?.pathname).toBe(`/v1/account/${owner}/balance`)
    expect(request?.searchParams.get('currency')).toBe('usd')
    expect(request?.searchParams.get('chainId')).toBe('eip155:31337')
  })

  it('answers from a 30 s cache, then asks again', async () => {
    const { latch, requests } = await connected()
    await vi.waitFor(() => expect(requests.urls).toHaveLength(1))

    const listed = await latch.dispatch({ type: 'account.fetchTokenBalances' })
    expect(listed.map((balance) => balance.symbol)).toEqual(['ETH', 'LUSD'])
    latch.clock.advance(CACHE_LIFETIME_MS.balances - 1)
    await latch.dispatch({ type: 'account.fetchTokenBalances', namespace: 'eip155' })
    expect(requests.urls).toHaveLength(1)

    latch.clock.advance(1)
    await latch.dispatch({ type: 'account.fetchTokenBalances' })
    expect(requests.urls).toHaveLength(2)
  })

  it('asks past the cache on forceUpdate', async () => {
    const { latch, requests } = await connected()
    await vi.waitFor(() => expect(requests.urls).toHaveLength(1))
    await latch.dispatch({ type: 'account.fetchTokenBalances', forceUpdate: true })
    await latch.dispatch({ type: 'account.fetchTokenBalances', forceUpdate: true })
    expect(requests.urls).toHaveLength(3)
    expect(requests.urls[1]?.searchParams.get('forceUpdate')).toBe('true')
    expect(requests.urls[0]?.searchParams.has('forceUpdate')).toBe(false)
  })

  it('reads the balances of the network the account is on', async () => {
    const { latch, requests } = await connected()
    await vi.waitFor(() => expect(tokenBalance(latch)).toHaveLength(2))
    await latch.dispatch({ type: 'network.setActive', caipNetworkId: other.caipNetworkId })
    const listed = await latch.dispatch({ type: 'account.fetchTokenBalances' })
    expect(listed.map((balance) => balance.chainId)).toEqual(['eip155:31338', 'eip155:31338'])
    expect(tokenBalance(latch)).toEqual(listed)
    expect(requests.urls.at(-1)?.searchParams.get('chainId')).toBe('eip155:31338')
  })

  it('returns nothing, without a request, when no account is connected', async () => {
    const requests = countingFetch()
    const latch = createTestLatch({
      endpoints: stack.endpoints,
      networks: [home],
      fetch: requests.fetch,
    })
    latches.push(latch)
    expect(await latch.dispatch({ type: 'account.fetchTokenBalances' })).toEqual([])
    expect(requests.urls).toEqual([])
    expect(toast(latch)).toBeNull()
  })
})

describe('when balances are unavailable (spec §4, §8)', () => {
  it('shows the toast, returns an empty list and blocks retries for 30 s after a failed fetch', async () => {
    stack.api.faults.set('/v1/account/:address/balance', { kind: 'malformed' })
    const { latch, requests } = await connected()
    await vi.waitFor(() => expect(toast(latch)?.message).toBe('Token Balance Unavailable'))
    expect(toast(latch)?.variant).toBe('error')
    expect(tokenBalance(latch)).toEqual([])
    expect(requests.urls).toHaveLength(1)

    // The service is back, but retries stay blocked for BALANCE_RETRY_BLOCK_MS.
    stack.api.faults.clear()
    await latch.dispatch({ type: 'toast.hide' })
    latch.clock.advance(BALANCE_RETRY_BLOCK_MS - 1)
    expect(await latch.dispatch({ type: 'account.fetchTokenBalances' })).toEqual([])
    expect(requests.urls).toHaveLength(1)
    expect(toast(latch)).toBeNull()

    latch.clock.advance(1)
    const listed = await latch.dispatch({ type: 'account.fetchTokenBalances' })
    expect(listed.map((balance) => balance.symbol)).toEqual(['ETH', 'LUSD'])
    expect(tokenBalance(latch)).toEqual(listed)
    expect(requests.urls).toHaveLength(2)
  })

  it('gives up after the API client retries a server error, then blocks', async () => {
    stack.api.faults.set('/v1/account/:address/balance', { kind: 'server-error', status: 503 })
    const { latch, requests } = await connected()
    await runClockUntil(latch, () => toast(latch)?.message === 'Token Balance Unavailable')
    // The first attempt and the client's 3 retries, then the block.
    expect(requests.urls).toHaveLength(4)
    expect(await latch.dispatch({ type: 'account.fetchTokenBalances' })).toEqual([])
    expect(requests.urls).toHaveLength(4)
    expect(latch.logs.map((entry) => entry.message)).toContainEqual(
      expect.stringMatching(/^\[core\.balances\] Token balances of 0xf39F.* Server Error/),
    )
  })

  it('shows the toast for a namespace without token balances, and does not ask', async () => {
    const bitcoin = {
      ...home,
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const,
      chainNamespace: 'bip122' as const,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    }
    const adapter = createMockChainAdapter({
      namespace: 'bip122',
      networks: [bitcoin],
      addresses: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    })
    const { latch, requests } = await connected({ adapter, networks: [bitcoin] })
    await vi.waitFor(() => expect(toast(latch)?.message).toBe('Token Balance Unavailable'))
    expect(requests.urls).toEqual([])

    // Blocked like a failure: asking again within 30 s shows nothing new.
    await latch.dispatch({ type: 'toast.hide' })
    expect(await latch.dispatch({ type: 'account.fetchTokenBalances' })).toEqual([])
    expect(toast(latch)).toBeNull()
    latch.clock.advance(BALANCE_RETRY_BLOCK_MS)
    expect(await latch.dispatch({ type: 'account.fetchTokenBalances' })).toEqual([])
    await vi.waitFor(() => expect(toast(latch)?.message).toBe('Token Balance Unavailable'))
  })
})

describe('zero-decimal tokens (spec §5)', () => {
  let api: LocalApi
  let stopDevnet: () => Promise<void>

  beforeAll(async () => {
    const devnet = await startDevnet({ chains: [{ chainId: 31337 }], token: { decimals: 0 } })
    stopDevnet = devnet.stop
    api = await startLocalApi({ chains: devnet.chains })
  })
  afterAll(async () => {
    await api?.stop()
    await stopDevnet?.()
  })

  it('drops a token whose decimals are zero', async () => {
    const { latch, requests } = await connected({ endpoints: { data: api.dataUrl } })
    await vi.waitFor(() => expect(requests.urls).toHaveLength(1))
    const listed = await latch.dispatch({ type: 'account.fetchTokenBalances' })
    // The API listed the 0-decimal LUSD next to ETH; only ETH is kept.
    expect(listed.map((balance) => balance.symbol)).toEqual(['ETH'])
    expect(tokenBalance(latch)).toEqual(listed)
  })
})
