import {
  createIdlePage,
  createMockChainAdapter,
  createTestLatch,
  type LocalApi,
  mockNetworks,
  startLocalApi,
  type TestLatch,
} from '@latch/testkit'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  MOBILE_ALWAYS_LISTED_WALLET_RDNS,
  WALLET_IMAGE_PREFETCH_COUNT,
  WALLET_PAGE_SIZE,
  WALLET_RECOMMENDED_COUNT,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLET_SEARCH_PAGE_SIZE,
} from '../constants'
import type { Network } from '../options/schema'
import { definePlugin } from '../plugins/definePlugin'

// Integration: the catalogue module against the testkit's real local API (600 wallets) on 127.0.0.1.
let api: LocalApi
const latches: TestLatch[] = []
const page = { location: { origin: 'http://localhost:5173' } }

beforeAll(async () => {
  api = await startLocalApi()
})
afterEach(() => {
  for (const latch of latches.splice(0)) latch.destroy()
  api.faults.clear()
})
afterAll(() => api.stop())

/** `fetch` that records every URL and counts the answers read in full. */
function recordingFetch() {
  const urls: string[] = []
  let answered = 0
  const recording: typeof fetch = async (input, init) => {
    urls.push(String(input))
    try {
      const response = await fetch(input, init)
      const body = await response.arrayBuffer()
      return new Response(body, { status: response.status, headers: response.headers })
    } finally {
      answered++
    }
  }
  return { fetch: recording, urls, answered: () => answered }
}

function start(options: Parameters<typeof createTestLatch>[0] = {}) {
  const recorder = recordingFetch()
  const latch = createTestLatch({
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
    fetch: recorder.fetch,
    ...options,
  })
  latches.push(latch)
  const catalogueRequests = () =>
    recorder.urls
      .filter((url) => new URL(url).pathname === '/getWallets')
      .map((url) => new URL(url))
  return { latch, recorder, catalogueRequests }
}

/** Runs a command, moving the manual clock in steps (pausing for real I/O) until it settles. */
async function onClock<T>(latch: TestLatch, command: Promise<T>, stepMs = 1_000) {
  let done = false
  const outcome = command.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  )
  void outcome.finally(() => {
    done = true
  })
  for (let steps = 0; !done; steps++) {
    if (steps > 200) throw new Error('still pending after 200 clock steps')
    await new Promise((resolve) => setTimeout(resolve, 15))
    await latch.clock.advanceAsync(stepMs)
  }
  return outcome
}

const ids = (wallets: readonly { id: string }[]) => wallets.map((wallet) => wallet.id)
const byName = (name: string) => {
  const wallet = api.wallets.find((w) => w.name === name)
  if (!wallet) throw new Error(`${name} is not in the local catalogue`)
  return wallet
}
const ethereum: Network = { ...mockNetworks.home, id: 1, caipNetworkId: 'eip155:1' }
const solana: Network = {
  ...mockNetworks.solana,
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

describe('wallets.fetchNextPage', () => {
  it('loads the catalogue 40 at a time to the end, then stops', async () => {
    const { latch, catalogueRequests } = start()
    const pages = Math.ceil(api.wallets.length / WALLET_PAGE_SIZE)
    expect(pages).toBe(15)
    for (let page = 1; page <= pages; page++) {
      await latch.dispatch({ type: 'wallets.fetchNextPage' })
      const { wallets } = latch.getState()
      expect(wallets).toMatchObject({ page, count: 600, status: 'ready' })
      expect(wallets.wallets).toHaveLength(page * WALLET_PAGE_SIZE)
    }
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    expect(catalogueRequests()).toHaveLength(pages)
    expect(ids(latch.getState().wallets.wallets)).toEqual(ids(api.wallets))
    const last = catalogueRequests().at(-1)
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      projectId: 'latch-test',
      st: 'appkit',
      sv: '1.7.10',
      page: '15',
      entries: '40',
    })
  })

  it('joins a page load already running instead of loading the page twice', async () => {
    const { latch, catalogueRequests } = start()
    await Promise.all([
      latch.dispatch({ type: 'wallets.fetchNextPage' }),
      latch.dispatch({ type: 'wallets.fetchNextPage' }),
    ])
    expect(catalogueRequests()).toHaveLength(1)
    expect(latch.getState().wallets.page).toBe(1)
  })

  it('keeps plain data, and image URLs by image id', async () => {
    const { latch } = start()
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    const [first] = latch.getState().wallets.wallets
    expect(first).toEqual({
      id: byName('MetaMask').id,
      name: 'MetaMask',
      image_id: byName('MetaMask').image_id,
      rdns: 'io.metamask',
      chains: byName('MetaMask').chains,
      homepage: 'https://metamask.io',
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      badge_type: 'certified',
    })
    const url = latch.getState().wallets.images[byName('MetaMask').image_id]
    expect(url).toBe(
      `${api.apiUrl}/getWalletImage/${byName('MetaMask').image_id}?projectId=latch-test&st=appkit&sv=1.7.10`,
    )
    const image = await fetch(url ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    expect(Object.keys(latch.getState().wallets.images)).toHaveLength(WALLET_PAGE_SIZE)
  })

  it('sends the app include and exclude ids and its networks as chains', async () => {
    const include = ['MetaMask', 'Rainbow', 'Phantom', 'Safe'].map((name) => byName(name).id)
    const { latch, catalogueRequests } = start({
      includeWalletIds: include,
      excludeWalletIds: [byName('Rainbow').id],
      networks: [ethereum],
    })
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    expect(latch.getState().wallets.wallets.map((w) => w.name)).toEqual([
      'MetaMask',
      'Phantom',
      'Safe',
    ])
    const query = catalogueRequests()[0]?.searchParams
    expect(query?.get('include')).toBe(include.join(','))
    expect(query?.get('exclude')).toBe(byName('Rainbow').id)
    expect(query?.get('chains')).toBe('eip155:1')
  })

  it('lists only wallets of the requested networks', async () => {
    const { latch } = start({ networks: [solana] })
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    const expected = api.wallets.filter((w) => w.chains.includes(solana.caipNetworkId))
    expect(latch.getState().wallets.count).toBe(expected.length)
    expect(ids(latch.getState().wallets.wallets)).toEqual(ids(expected.slice(0, WALLET_PAGE_SIZE)))
  })

  it('on a phone lists only wallets it can open (spec §5)', async () => {
    const { latch } = start({ device: 'mobile' })
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    const firstPage = api.wallets.slice(0, WALLET_PAGE_SIZE)
    const openable = firstPage.filter(
      (w) =>
        w.mobile_link ||
        (MOBILE_ALWAYS_LISTED_WALLET_RDNS as readonly (string | null)[]).includes(w.rdns),
    )
    expect(openable.length).toBeLessThan(firstPage.length)
    expect(ids(latch.getState().wallets.wallets)).toEqual(ids(openable))
    expect(latch.getState().wallets.wallets.map((w) => w.name)).not.toContain('Rabby Wallet')
  })
})

describe('wallets already installed (excluded by rdns and name)', () => {
  it('are not listed again, also when a connector is announced later', async () => {
    const adapter = createMockChainAdapter({
      networks: [mockNetworks.home],
      connectors: [
        { id: 'io.metamask', kind: 'announced', name: 'MetaMask', info: { rdns: 'io.metamask' } },
        { id: 'injected', kind: 'injected', name: 'Rabby Wallet' },
        { id: 'walletConnect', kind: 'walletConnect', name: 'WalletConnect' },
      ],
    })
    const { latch } = start({
      plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
    })
    expect(latch.getState().wallets.excluded).toEqual({
      rdns: ['io.metamask'],
      names: ['MetaMask', 'Rabby Wallet'],
    })
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    const names = () => latch.getState().wallets.wallets.map((w) => w.name)
    expect(names()).not.toContain('MetaMask')
    expect(names()).not.toContain('Rabby Wallet')
    expect(names()).toContain('Rainbow')
    expect(names()).toHaveLength(WALLET_PAGE_SIZE - 2)

    adapter.addConnector({
      id: 'me.rainbow',
      kind: 'announced',
      name: 'Rainbow',
      info: { rdns: 'me.rainbow' },
    })
    expect(latch.getState().wallets.excluded.rdns).toEqual(['io.metamask', 'me.rainbow'])
    expect(names()).not.toContain('Rainbow')
  })
})

/** The catalogue's code loads on first use; an empty search loads it without a request. */
async function loadCatalogue(latch: TestLatch) {
  await latch.dispatch({ type: 'wallets.search', query: '' })
}

describe('wallets.fetchInitial', () => {
  it('loads the featured wallets in the app order and the recommended ones', async () => {
    const featuredIds = [byName('Rainbow').id, byName('MetaMask').id]
    const { latch, catalogueRequests } = start({ featuredWalletIds: featuredIds })
    await latch.dispatch({ type: 'wallets.fetchInitial' })
    const { featured, recommended } = latch.getState().wallets
    expect(featured.map((w) => w.name)).toEqual(['Rainbow', 'MetaMask'])
    // The first of the catalogue, featured wallets aside.
    expect(recommended).toHaveLength(WALLET_RECOMMENDED_COUNT)
    expect(recommended.map((w) => w.name)).toEqual([
      'Trust Wallet',
      'Coinbase Wallet',
      'Phantom',
      'Solflare',
    ])
    const queries = catalogueRequests().map((url) => Object.fromEntries(url.searchParams))
    expect(queries).toContainEqual(
      expect.objectContaining({ entries: '2', include: featuredIds.join(',') }),
    )
    expect(queries).toContainEqual(
      expect.objectContaining({ entries: '4', exclude: featuredIds.join(',') }),
    )
    // The paged list does not repeat them.
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    const listed = new Set(ids(latch.getState().wallets.wallets))
    for (const wallet of [...featured, ...recommended]) expect(listed.has(wallet.id)).toBe(false)
  })

  it('runs by itself, in the background, when the modal first opens', async () => {
    const { latch } = start()
    expect(latch.getState().wallets.recommended).toEqual([])
    await latch.open() // resolves without waiting for the catalogue
    expect(latch.getState().modal.open).toBe(true)
    await vi.waitFor(() =>
      expect(latch.getState().wallets.recommended).toHaveLength(WALLET_RECOMMENDED_COUNT),
    )
    // The catalogue's size is known already, before any page of it is loaded.
    expect(latch.getState().wallets.count).toBe(api.wallets.length)
  })

  it('fetches no featured wallets when the app names none', async () => {
    const { latch, catalogueRequests } = start()
    await latch.dispatch({ type: 'wallets.fetchInitial' })
    expect(latch.getState().wallets.featured).toEqual([])
    expect(catalogueRequests()).toHaveLength(1)
  })

  it('ignores a failed recommended fetch: logged, state usable', async () => {
    api.faults.set('/getWallets', { kind: 'malformed', times: 'once' })
    const { latch } = start()
    await expect(latch.dispatch({ type: 'wallets.fetchInitial' })).resolves.toBeUndefined()
    expect(latch.getState().wallets.recommended).toEqual([])
    expect(latch.logs.map((entry) => entry.message)).toContain(
      '[core.wallets] Recommended wallets unavailable (ignored): The service answered with an unexpected response',
    )
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    expect(latch.getState().wallets.wallets).toHaveLength(WALLET_PAGE_SIZE)
  })

  it('rejects when the featured wallets fail; the lists stay empty and usable', async () => {
    api.faults.set('/getWallets', { kind: 'malformed' })
    const { latch } = start({ featuredWalletIds: [byName('Rainbow').id] })
    await expect(latch.dispatch({ type: 'wallets.fetchInitial' })).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
      details: expect.stringMatching(/^GET \/getWallets: /),
    })
    expect(latch.getState().wallets).toMatchObject({
      featured: [],
      recommended: [],
      status: 'idle',
    })
    api.faults.clear()
    await latch.dispatch({ type: 'wallets.fetchInitial' })
    expect(latch.getState().wallets.featured.map((w) => w.name)).toEqual(['Rainbow'])
  })
})

describe('wallets.prefetch (a UI warming the Connect view before the first open)', () => {
  it('fetches the first wallets once: opening the modal after it asks for nothing more', async () => {
    const { latch, catalogueRequests } = start()
    await latch.dispatch({ type: 'wallets.prefetch' })
    await vi.waitFor(() =>
      expect(latch.getState().wallets.recommended).toHaveLength(WALLET_RECOMMENDED_COUNT),
    )
    await latch.dispatch({ type: 'wallets.prefetch' })
    await latch.open()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(catalogueRequests()).toHaveLength(1)
  })

  it('in a page, an opening fetches in idle time, after what the visitor waits for', async () => {
    const page = createIdlePage()
    const { latch, catalogueRequests } = start({ window: page.window })
    await latch.open()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(catalogueRequests()).toHaveLength(0)
    page.becomeIdle()
    await vi.waitFor(() =>
      expect(latch.getState().wallets.recommended).toHaveLength(WALLET_RECOMMENDED_COUNT),
    )
    expect(catalogueRequests()).toHaveLength(1)
  })

  it('in a page, loads the code at once and fetches only once the visitor acts', async () => {
    const page = createIdlePage()
    const listeners = new Set<() => void>()
    const window = Object.assign(page.window, {
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'pointerdown') listeners.add(listener)
      },
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })
    const { latch, catalogueRequests } = start({ window })
    await latch.dispatch({ type: 'wallets.prefetch' })
    page.becomeIdle()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(catalogueRequests()).toHaveLength(0)
    for (const listener of [...listeners]) listener()
    page.becomeIdle()
    await vi.waitFor(() =>
      expect(latch.getState().wallets.recommended).toHaveLength(WALLET_RECOMMENDED_COUNT),
    )
    expect(catalogueRequests()).toHaveLength(1)
  })

  it('a failed prefetch is fetched again when the modal opens', async () => {
    api.faults.set('/getWallets', { kind: 'malformed', times: 'once' })
    const { latch, catalogueRequests } = start({ featuredWalletIds: [byName('Rainbow').id] })
    await latch.dispatch({ type: 'wallets.prefetch' })
    await vi.waitFor(() =>
      expect(latch.logs.map((entry) => entry.message).join('\n')).toMatch(
        'Featured wallets unavailable',
      ),
    )
    expect(latch.getState().wallets.featured).toEqual([])
    await latch.open()
    await vi.waitFor(() =>
      expect(latch.getState().wallets.featured.map((w) => w.name)).toEqual(['Rainbow']),
    )
    expect(catalogueRequests().length).toBeGreaterThan(2)
  })
})

describe('wallets.search', () => {
  it('narrows the catalogue, trimmed, and shows results no sooner than 300 ms', async () => {
    const { latch, recorder, catalogueRequests } = start()
    await loadCatalogue(latch)
    const search = latch.dispatch({ type: 'wallets.search', query: '  wallet ' })
    expect(latch.getState().wallets.search).toEqual({
      query: 'wallet',
      results: [],
      status: 'loading',
    })
    await vi.waitFor(() => expect(recorder.answered()).toBe(1))
    await latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS - 1)
    expect(latch.getState().wallets.search.status).toBe('loading')
    await latch.clock.advanceAsync(1)
    await search
    const expected = api.wallets.filter((w) => w.name.toLowerCase().includes('wallet'))
    expect(expected.length).toBeGreaterThan(0)
    expect(latch.getState().wallets.search).toEqual({
      query: 'wallet',
      results: expect.any(Array),
      status: 'ready',
    })
    expect(ids(latch.getState().wallets.search.results)).toEqual(
      ids(expected.slice(0, WALLET_SEARCH_PAGE_SIZE)),
    )
    expect(catalogueRequests()[0]?.searchParams.get('search')).toBe('wallet')
    expect(catalogueRequests()[0]?.searchParams.get('entries')).toBe('100')

    const narrower = latch.dispatch({ type: 'wallets.search', query: 'rainb' })
    await latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await vi.waitFor(() => expect(latch.getState().wallets.search.status).toBe('ready'))
    await narrower
    expect(latch.getState().wallets.search.results.map((w) => w.name)).toEqual(['Rainbow'])
  })

  it('waits the 300 ms on the clock even when the answer is instant', async () => {
    const { latch, recorder } = start()
    const search = latch.dispatch({ type: 'wallets.search', query: 'meta' })
    await vi.waitFor(() => expect(recorder.answered()).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(latch.getState().wallets.search.status).toBe('loading')
    await latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await search
    expect(latch.getState().wallets.search.results.map((w) => w.name)).toEqual(['MetaMask'])
  })

  it('never lets an older search overwrite a newer one', async () => {
    const { latch, recorder } = start()
    await loadCatalogue(latch)
    const older = latch.dispatch({ type: 'wallets.search', query: 'rain' })
    await latch.clock.advanceAsync(100)
    const newer = latch.dispatch({ type: 'wallets.search', query: 'meta' })
    await vi.waitFor(() => expect(recorder.answered()).toBe(2))
    // The older search's 300 ms are up: its answer is stale and dropped.
    await latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS - 100)
    await older
    expect(latch.getState().wallets.search).toEqual({
      query: 'meta',
      results: [],
      status: 'loading',
    })
    await latch.clock.advanceAsync(100)
    await newer
    expect(latch.getState().wallets.search.results.map((w) => w.name)).toEqual(['MetaMask'])
  })

  it('clears the results for empty text, and a pending search cannot bring them back', async () => {
    const { latch, recorder } = start()
    await loadCatalogue(latch)
    const first = latch.dispatch({ type: 'wallets.search', query: 'meta' })
    await latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await vi.waitFor(() => expect(recorder.answered()).toBe(1))
    await first
    const pending = latch.dispatch({ type: 'wallets.search', query: 'rain' })
    await latch.dispatch({ type: 'wallets.search', query: '   ' })
    expect(latch.getState().wallets.search).toEqual({ query: '', results: [], status: 'idle' })
    await vi.waitFor(() => expect(recorder.answered()).toBe(2))
    await latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await pending
    expect(latch.getState().wallets.search).toEqual({ query: '', results: [], status: 'idle' })
  })

  it('refuses a query that is not text', async () => {
    const { latch } = start()
    await expect(
      latch.dispatch({ type: 'wallets.search', query: 42 as unknown as string }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: 'query: Expected string received 42',
    })
  })
})

describe('image prefetch', () => {
  const imageRequests = (urls: string[]) =>
    urls.filter((url) => new URL(url).pathname.startsWith('/getWalletImage/'))

  it('in a browser prefetches the first 20 images of each list, each once', async () => {
    const { latch, recorder } = start({ window: page, verifyOrigin: false })
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    const firstPage = latch.getState().wallets.wallets.slice(0, WALLET_IMAGE_PREFETCH_COUNT)
    expect(imageRequests(recorder.urls)).toEqual(
      firstPage.map((w) => latch.getState().wallets.images[w.image_id ?? '']),
    )
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    expect(imageRequests(recorder.urls)).toHaveLength(2 * WALLET_IMAGE_PREFETCH_COUNT)
    // MetaMask's image was prefetched with page 1: a search finding it does not load it again.
    const search = latch.dispatch({ type: 'wallets.search', query: 'MetaMask' })
    await latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await vi.waitFor(() => expect(latch.getState().wallets.search.status).toBe('ready'))
    await search
    expect(imageRequests(recorder.urls)).toHaveLength(2 * WALLET_IMAGE_PREFETCH_COUNT)
  })

  it('on a server prefetches nothing', async () => {
    const { latch, recorder } = start()
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    expect(imageRequests(recorder.urls)).toEqual([])
  })
})

describe('every fault mode of the API', () => {
  it.each([
    [
      'rate limiting',
      { kind: 'rate-limited', retryAfterSeconds: 1 },
      'RATE_LIMITED',
      'Rate Limited',
    ],
    ['a server error', { kind: 'server-error', status: 502 }, 'SERVER_ERROR', 'Server Error'],
    ['a hanging request', { kind: 'timeout' }, 'API_TIMEOUT', 'The service did not answer in time'],
    [
      'a malformed body',
      { kind: 'malformed' },
      'MALFORMED_RESPONSE',
      'The service answered with an unexpected response',
    ],
  ] as const)(
    '%s: a LatchError, state consistent, usable once it is back',
    async (_, fault, code, message) => {
      api.faults.set('/getWallets', fault)
      const { latch } = start()
      const failedPage = await onClock(latch, latch.dispatch({ type: 'wallets.fetchNextPage' }))
      expect(failedPage.error).toMatchObject({ name: 'LatchError', code, message })
      expect(latch.getState().wallets).toMatchObject({
        page: 0,
        count: 0,
        wallets: [],
        status: 'error',
      })

      const failedSearch = await onClock(
        latch,
        latch.dispatch({ type: 'wallets.search', query: 'meta' }),
        WALLET_SEARCH_MIN_WAIT_MS,
      )
      expect(failedSearch.error).toMatchObject({ code })
      expect(latch.getState().wallets.search).toEqual({
        query: 'meta',
        results: [],
        status: 'error',
      })

      api.faults.clear()
      await latch.dispatch({ type: 'wallets.fetchNextPage' })
      expect(latch.getState().wallets).toMatchObject({ page: 1, count: 600, status: 'ready' })
    },
  )

  it('a failure on page 2 keeps page 1', async () => {
    const { latch } = start()
    await latch.dispatch({ type: 'wallets.fetchNextPage' })
    api.faults.set('/getWallets', { kind: 'malformed' })
    await expect(latch.dispatch({ type: 'wallets.fetchNextPage' })).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
    })
    expect(latch.getState().wallets).toMatchObject({ page: 1, status: 'error' })
    expect(latch.getState().wallets.wallets).toHaveLength(WALLET_PAGE_SIZE)
  })
})

describe('with every remote service hanging', () => {
  it('createLatch returns at once and catalogue state stays usable', async () => {
    api.faults.set(/.*/, { kind: 'timeout' })
    const started = performance.now()
    const { latch } = start({ window: page })
    expect(performance.now() - started).toBeLessThan(1_000)
    const { wallets } = latch.getState()
    expect(wallets).toMatchObject({ page: 0, wallets: [], status: 'idle' })
    await loadCatalogue(latch)
    // Loading does not block the caller's state: the command is pending, state says so.
    void latch.dispatch({ type: 'wallets.fetchNextPage' }).catch(() => {})
    expect(latch.getState().wallets.status).toBe('loading')
  })
})
