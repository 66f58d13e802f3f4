// @vitest-environment happy-dom
import { PENDING_TRANSACTIONS_LIMIT } from '@latch/core/constants'
import {
  type Devnet,
  type DevnetChain,
  type LocalApi,
  startDevnet,
  startLocalApi,
} from '@latch/testkit'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activityWorld, settleOnClock, type World } from './test/activityWorld'

// The activity plugin on real local parts: a devnet (anvil, with the test ERC20 and ERC-721
// collections minted to the dev accounts), the local Data API reading it, the eip155 plugin with
// the test wallet signing for real. The client's clock is manual: retries and polling wait on it.

let devnet: Devnet
let api: LocalApi
let home: DevnetChain
let other: DevnetChain
const worlds: World[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  ;[home, other] = devnet.chains as [DevnetChain, DevnetChain]
  api = await startLocalApi({ chains: devnet.chains, historyPageSize: 3, nftPageSize: 1 })
})
afterEach(() => {
  for (const world of worlds.splice(0)) world.destroy()
  api.faults.clear()
})
afterAll(async () => {
  await (
    window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }
  ).happyDOM.waitUntilComplete()
  await api?.stop()
  await devnet?.stop()
})

const homeId = () => `eip155:${home.chainId}` as const
const historyPath = '/v1/account/:account/history'

async function connected(options: Parameters<typeof activityWorld>[2] = {}) {
  const world = activityWorld(devnet, api, options)
  worlds.push(world)
  await world.latch.dispatch({ type: 'connection.connect', connectorId: 'dev.latch.testwallet' })
  return world
}

const own = (world: World) => world.latch.getState().plugins.activity!

/** Every page the raw API has for an account on a chain (to compare with what the plugin shows). */
async function rawHistory(address: string, chainId: string) {
  const items: { metadata: { hash: string; chain: string }; transfers: unknown[] }[] = []
  let cursor: string | undefined
  do {
    const url = new URL(`/v1/account/${address}/history`, api.dataUrl)
    url.searchParams.set('projectId', 'raw')
    url.searchParams.set('chainId', chainId)
    if (cursor) url.searchParams.set('cursor', cursor)
    const page = (await (await fetch(url)).json()) as { data: typeof items; next: string | null }
    items.push(...page.data)
    cursor = page.next ?? undefined
  } while (cursor)
  return items
}

const isAllSpam = (item: { transfers: unknown[] }) =>
  item.transfers.length > 0 &&
  item.transfers.every(
    (transfer) =>
      (transfer as { nft_info?: { flags: { is_spam: boolean } } }).nft_info?.flags.is_spam === true,
  )

describe('activity: history', () => {
  it('pages the active chain’s history by cursor, spam hidden', async () => {
    const world = await connected()
    const address = devnet.accounts[2]!.address
    await world.latch.dispatch({ type: 'activity.fetch' })
    expect(own(world).transactions).toMatchObject({ status: 'ready', loadingMore: false })
    expect(world.historyRequests[0]?.searchParams.get('chainId')).toBe(homeId())
    while (own(world).transactions.next) {
      await world.latch.dispatch({ type: 'activity.fetchNextPage' })
    }
    const shown = own(world).transactions.items
    const raw = await rawHistory(address, homeId())
    // The devnet's start: the ERC20 mint, the pets mint and the spam airdrop, on this chain.
    expect(raw.length).toBeGreaterThanOrEqual(3)
    const spam = raw.filter(isAllSpam)
    expect(spam).toHaveLength(1)
    expect(shown.map((item) => item.hash)).toEqual(
      raw.filter((item) => !isAllSpam(item)).map((item) => item.metadata.hash),
    )
    expect(shown.every((item) => item.chain === homeId())).toBe(true)
    const pets = shown.find((item) => item.transfers.some((t) => t.kind === 'nft'))
    expect(pets?.transfers).toEqual([
      expect.objectContaining({ kind: 'nft', direction: 'in', collection: 'Latch Pets' }),
      expect.objectContaining({ kind: 'nft', direction: 'in', collection: 'Latch Pets' }),
    ])
    // No next page: nothing more is asked.
    const asked = world.historyRequests.length
    await world.latch.dispatch({ type: 'activity.fetchNextPage' })
    expect(world.historyRequests).toHaveLength(asked)
  })

  it("passes the app's onramp option as the history's onramp parameter (spec §7)", async () => {
    const world = await connected({ activity: { onramp: 'coinbase' } })
    await world.latch.dispatch({ type: 'activity.fetch' })
    expect(world.historyRequests[0]?.searchParams.get('onramp')).toBe('coinbase')
    const plain = await connected()
    await plain.latch.dispatch({ type: 'activity.fetch' })
    expect(plain.historyRequests[0]?.searchParams.has('onramp')).toBe(false)
  })

  it("refuses without a connected account: 'Transactions can't be fetched without an accountAddress'", async () => {
    const world = activityWorld(devnet, api)
    worlds.push(world)
    await expect(world.latch.dispatch({ type: 'activity.fetch' })).rejects.toMatchObject({
      code: 'TRANSACTIONS_NEED_ACCOUNT_ADDRESS',
      message: "Transactions can't be fetched without an accountAddress",
    })
    expect(world.historyRequests).toEqual([])
  })

  it("fails with 'Failed to fetch transactions' after the API's retries, and retry recovers", async () => {
    const world = await connected()
    api.faults.set(historyPath, { kind: 'server-error', status: 503 })
    const { error } = (await settleOnClock(
      world.latch,
      world.latch.dispatch({ type: 'activity.fetch' }),
    )) as { error: unknown }
    expect(error).toMatchObject({
      code: 'FAILED_TO_FETCH_TRANSACTIONS',
      message: 'Failed to fetch transactions',
      cause: { code: 'SERVER_ERROR' },
    })
    // The first try and 3 retries (spec §9), then nothing more.
    expect(world.historyRequests).toHaveLength(4)
    expect(own(world).transactions).toMatchObject({
      status: 'error',
      items: [],
      failed: 'first',
      error: { code: 'FAILED_TO_FETCH_TRANSACTIONS', message: 'Failed to fetch transactions' },
    })

    api.faults.clear()
    await world.latch.dispatch({ type: 'activity.retry' })
    expect(own(world).transactions.status).toBe('ready')
    expect(own(world).transactions.error).toBeUndefined()
    expect(own(world).transactions.items.length).toBeGreaterThan(0)
  })

  it('waits out a 429 (Retry-After on the clock), then shows the page', async () => {
    const world = await connected()
    api.faults.set(historyPath, { kind: 'rate-limited', retryAfterSeconds: 2, times: 'once' })
    const limited = await settleOnClock(
      world.latch,
      world.latch.dispatch({ type: 'activity.fetch' }),
    )
    expect(limited).toEqual({ value: undefined })
    expect(world.historyRequests).toHaveLength(2)
    expect(own(world).transactions.status).toBe('ready')
  })

  it('retries an answer that never comes (time-out on the clock), then shows the page', async () => {
    const world = await connected()
    api.faults.set(historyPath, { kind: 'timeout', times: 'once' })
    const outcome = await settleOnClock(
      world.latch,
      world.latch.dispatch({ type: 'activity.fetch' }),
    )
    expect(outcome).toEqual({ value: undefined })
    expect(world.historyRequests).toHaveLength(2)
    expect(own(world).transactions.status).toBe('ready')
  })

  it('asks each page once, however often it is asked for at the same time', async () => {
    const paged = await startLocalApi({ chains: devnet.chains, historyPageSize: 1 })
    try {
      const world = activityWorld(devnet, paged)
      worlds.push(world)
      await world.latch.dispatch({
        type: 'connection.connect',
        connectorId: 'dev.latch.testwallet',
      })
      await Promise.all([
        world.latch.dispatch({ type: 'activity.fetch' }),
        world.latch.dispatch({ type: 'activity.fetch' }),
      ])
      expect(world.historyRequests).toHaveLength(1)
      await Promise.all([
        world.latch.dispatch({ type: 'activity.fetchNextPage' }),
        world.latch.dispatch({ type: 'activity.fetchNextPage' }),
        world.latch.dispatch({ type: 'activity.fetchNextPage' }),
      ])
      expect(world.historyRequests).toHaveLength(2)
      expect(world.historyRequests[1]?.searchParams.get('cursor')).toBeTruthy()
      const ids = own(world).transactions.items.map((item) => item.id)
      expect(new Set(ids).size).toBe(ids.length)
    } finally {
      await paged.stop()
    }
  })

  it('keeps the loaded pages when a next page fails; retry asks that page again', async () => {
    const paged = await startLocalApi({ chains: devnet.chains, historyPageSize: 1 })
    try {
      const world = activityWorld(devnet, paged)
      worlds.push(world)
      await world.latch.dispatch({
        type: 'connection.connect',
        connectorId: 'dev.latch.testwallet',
      })
      await world.latch.dispatch({ type: 'activity.fetch' })
      const firstPage = own(world).transactions.items
      expect(own(world).transactions.next).toBeDefined()
      paged.faults.set(historyPath, { kind: 'malformed' })
      const { error } = (await settleOnClock(
        world.latch,
        world.latch.dispatch({ type: 'activity.fetchNextPage' }),
      )) as { error: unknown }
      expect(error).toMatchObject({
        code: 'FAILED_TO_FETCH_TRANSACTIONS',
        cause: { code: 'MALFORMED_RESPONSE' },
      })
      expect(own(world).transactions).toMatchObject({
        status: 'ready',
        items: firstPage,
        failed: 'next',
        loadingMore: false,
      })
      paged.faults.clear()
      const cursor = world.historyRequests.at(-1)?.searchParams.get('cursor')
      expect(cursor).toBeTruthy()
      await world.latch.dispatch({ type: 'activity.retry' })
      expect(world.historyRequests.at(-1)?.searchParams.get('cursor')).toBe(cursor)
      expect(own(world).transactions.items.length).toBeGreaterThan(firstPage.length)
      expect(own(world).transactions.error).toBeUndefined()
    } finally {
      await paged.stop()
    }
  })

  it('starts over on a network change and drops an answer for the old network', async () => {
    const paged = await startLocalApi({ chains: devnet.chains, historyPageSize: 1 })
    try {
      const world = activityWorld(devnet, paged)
      worlds.push(world)
      await world.latch.dispatch({
        type: 'connection.connect',
        connectorId: 'dev.latch.testwallet',
      })
      await world.latch.dispatch({ type: 'activity.fetch' })
      expect(own(world).transactions.next).toBeDefined()
      // The next page's answer is held (the client times out and retries on its clock)…
      paged.faults.set(historyPath, { kind: 'timeout', times: 'once' })
      const late = world.latch.dispatch({ type: 'activity.fetchNextPage' })
      await vi.waitFor(() => expect(world.historyRequests).toHaveLength(2))
      // …while the network changes: the lists start over.
      await world.latch.dispatch({
        type: 'network.switch',
        caipNetworkId: `eip155:${other.chainId}`,
      })
      expect(own(world).transactions).toEqual({ status: 'idle', items: [], loadingMore: false })
      // The old network's page arrives after the change: it is not stored.
      expect(await settleOnClock(world.latch, late)).toEqual({ value: undefined })
      expect(world.historyRequests).toHaveLength(3)
      expect(own(world).transactions).toEqual({ status: 'idle', items: [], loadingMore: false })

      await world.latch.dispatch({ type: 'activity.fetch' })
      while (own(world).transactions.next) {
        await world.latch.dispatch({ type: 'activity.fetchNextPage' })
      }
      const shown = own(world).transactions.items
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.every((item) => item.chain === `eip155:${other.chainId}`)).toBe(true)
      expect(world.historyRequests.at(-1)?.searchParams.get('chainId')).toBe(
        `eip155:${other.chainId}`,
      )
    } finally {
      await paged.stop()
    }
  })
})

describe('activity: a send from this page', () => {
  it('shows at once as pending, then settles when the history lists it (polled every 4 s)', async () => {
    const world = await connected({ accountIndex: 7 })
    await world.latch.dispatch({ type: 'activity.fetch' })
    const asked = world.historyRequests.length
    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = await world.latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to, value: parseEther('0.0123') },
    })
    expect(own(world).pending).toEqual([
      expect.objectContaining({
        hash,
        status: 'pending',
        chain: homeId(),
        operationType: 'send',
        to,
        transfers: [
          { kind: 'fungible', direction: 'out', quantity: '0.0123', name: 'Ether', symbol: 'ETH' },
        ],
      }),
    ])
    // Nothing is asked before the interval…
    await vi.waitFor(() => expect(world.latch.clock.pendingTimers()).toBeGreaterThan(0))
    await world.latch.clock.advanceAsync(3_999)
    expect(world.historyRequests).toHaveLength(asked)
    // …then the history lists it: it settles, and the list shows it mined.
    await world.latch.clock.advanceAsync(1)
    await vi.waitFor(() => expect(own(world).pending).toEqual([]))
    expect(own(world).transactions.items[0]).toMatchObject({ hash, status: 'confirmed' })
    expect(world.historyRequests).toHaveLength(asked + 1)
    // Nothing pending: no more polling.
    await world.latch.clock.advanceAsync(20_000)
    expect(world.historyRequests).toHaveLength(asked + 1)
  })

  it('lists a send as soon as its code loads when nothing showed the activity yet', async () => {
    const world = await connected({ accountIndex: 9 })
    const from = devnet.accounts[9]!.address
    const hash = `0x${'9'.repeat(64)}`
    world.probe.emit('transaction.sent', {
      namespace: 'eip155',
      caipNetworkId: homeId(),
      hash,
      from,
      transaction: { to: from, value: parseEther('1.5') },
    })
    // The amount's formatting loads with the activity's code, not with the first paint.
    await vi.waitFor(() =>
      expect(own(world).pending).toEqual([
        expect.objectContaining({
          hash,
          status: 'pending',
          transfers: [
            { kind: 'fungible', direction: 'out', quantity: '1.5', name: 'Ether', symbol: 'ETH' },
          ],
        }),
      ]),
    )
    // …and the history is polled for it from then on.
    await vi.waitFor(() => expect(world.latch.clock.pendingTimers()).toBeGreaterThan(0))
  })

  it(`keeps at most ${PENDING_TRANSACTIONS_LIMIT} pending sends, the newest`, async () => {
    const world = await connected({ accountIndex: 8 })
    // The activity shown (its code loaded): each send is listed at once.
    await world.latch.dispatch({ type: 'activity.fetch' })
    const from = devnet.accounts[8]!.address
    const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
    for (let n = 1; n <= PENDING_TRANSACTIONS_LIMIT + 1; n++) {
      world.probe.emit('transaction.sent', {
        namespace: 'eip155',
        caipNetworkId: homeId(),
        hash: hashOf(n),
        from,
        transaction: { to: from },
      })
    }
    const pending = own(world).pending
    expect(pending).toHaveLength(PENDING_TRANSACTIONS_LIMIT)
    expect(pending[0]?.hash).toBe(hashOf(PENDING_TRANSACTIONS_LIMIT + 1))
    expect(pending.some((item) => item.hash === hashOf(1))).toBe(false)
    // The same hash twice is one item.
    world.probe.emit('transaction.sent', {
      namespace: 'eip155',
      caipNetworkId: homeId(),
      hash: hashOf(50),
      from,
      transaction: { to: from },
    })
    expect(own(world).pending.filter((item) => item.hash === hashOf(50))).toHaveLength(1)
    // A disconnect clears them (spec §4), and stops the polling.
    await world.latch.dispatch({ type: 'connection.disconnect' })
    expect(own(world).pending).toEqual([])
    const asked = world.historyRequests.length
    await world.latch.clock.advanceAsync(10_000)
    expect(world.historyRequests).toHaveLength(asked)
  })
})

describe('activity: NFTs', () => {
  it("pages the account's NFTs on the active chain, spam hidden", async () => {
    const world = await connected()
    await world.latch.dispatch({ type: 'activity.fetchNfts' })
    while (own(world).nfts.next) {
      await world.latch.dispatch({ type: 'activity.fetchNextNfts' })
    }
    // Account 2 holds pets 5 and 6 and airdrop token 3 (spam) on each chain.
    expect(own(world).nfts.items.map((nft) => [nft.name, nft.collection])).toEqual([
      ['Latch Pets #5', 'Latch Pets'],
      ['Latch Pets #6', 'Latch Pets'],
    ])
    expect(own(world).nfts.items[0]?.imageUrl).toBe(`${api.url}/nft-images/latch-pets/5.png`)
  })

  it("fails with 'Failed to fetch NFTs', then retries", async () => {
    const world = await connected()
    api.faults.set('/v1/account/:account/nfts', { kind: 'server-error', times: 'always' })
    const { error } = (await settleOnClock(
      world.latch,
      world.latch.dispatch({ type: 'activity.fetchNfts' }),
    )) as { error: unknown }
    expect(error).toMatchObject({ code: 'FAILED_TO_FETCH_NFTS', message: 'Failed to fetch NFTs' })
    expect(own(world).nfts).toMatchObject({ status: 'error', items: [] })
    api.faults.clear()
    await world.latch.dispatch({ type: 'activity.retryNfts' })
    expect(own(world).nfts.status).toBe('ready')
  })
})
