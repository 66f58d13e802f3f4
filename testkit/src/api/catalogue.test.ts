import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultCatalogueSize, generateCatalogue } from './catalogue'
import { type LocalApi, startLocalApi } from './server'
import { errorShape, getWalletsShape } from './shapes'
import { getJson } from './testClient'

describe('wallet catalogue (GET /getWallets)', () => {
  let api: LocalApi
  beforeAll(async () => {
    api = await startLocalApi()
  })
  afterAll(() => api.stop())

  async function getWallets(query: Record<string, string>) {
    const { status, body } = await getJson(api, '/getWallets', query)
    expect(status).toBe(200)
    return getWalletsShape.parse(body)
  }

  it('holds about 600 wallets with unique 64-hex ids and unique names', async () => {
    const all = await getWallets({ page: '1', entries: '1000' })
    expect(all.count).toBe(defaultCatalogueSize)
    expect(all.data).toHaveLength(defaultCatalogueSize)
    expect(new Set(all.data.map((wallet) => wallet.id)).size).toBe(defaultCatalogueSize)
    expect(new Set(all.data.map((wallet) => wallet.name)).size).toBe(defaultCatalogueSize)
    expect(all.data.map((wallet) => wallet.order)).toEqual(all.data.map((_, index) => index))
    // Some wallets have only some links, some none at all.
    const links = (wallet: (typeof all.data)[number]) =>
      [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link].filter(Boolean).length
    expect(all.data.some((wallet) => links(wallet) === 1)).toBe(true)
    expect(all.data.some((wallet) => links(wallet) === 0)).toBe(true)
    expect(all.data.some((wallet) => links(wallet) >= 2)).toBe(true)
  })

  it('pages 40 at a time by default (spec §9), pages disjoint and in order', async () => {
    const first = await getWallets({})
    const second = await getWallets({ page: '2' })
    const last = await getWallets({ page: '15' })
    const beyond = await getWallets({ page: '16' })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBe(600)
    expect(first.data[0]!.name).toBe('MetaMask')
    expect(second.data[0]!.order).toBe(40)
    expect(new Set([...first.data, ...second.data].map((wallet) => wallet.id)).size).toBe(80)
    expect(last.data.at(-1)!.order).toBe(599)
    expect(beyond).toEqual({ data: [], count: 600 })
  })

  it('keeps well-known wallets at fixed positions', async () => {
    const all = await getWallets({ entries: '1000' })
    const at = (order: number) => all.data[order]!.name
    expect([at(0), at(1), at(2), at(4), at(599)]).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Phantom',
      'Uniswap Wallet',
    ])
  })

  it('searches names case-insensitively, trimmed, with the count of all matches', async () => {
    const meta = await getWallets({ search: '  mEtAmAsK ' })
    expect(meta.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])

    const all = await getWallets({ entries: '1000' })
    const expected = all.data.filter((wallet) => wallet.name.toLowerCase().includes('vault'))
    expect(expected.length).toBeGreaterThan(5)
    const vault = await getWallets({ search: 'VAULT', entries: '5' })
    expect(vault.count).toBe(expected.length)
    expect(vault.data.map((wallet) => wallet.id)).toEqual(
      expected.slice(0, 5).map((wallet) => wallet.id),
    )
    const none = await getWallets({ search: 'no-such-wallet-anywhere' })
    expect(none).toEqual({ data: [], count: 0 })
  })

  it('includes only listed ids and excludes listed ids (comma lists)', async () => {
    const all = await getWallets({ entries: '1000' })
    const picked = [all.data[7]!, all.data[300]!, all.data[42]!]
    const included = await getWallets({ include: picked.map((wallet) => wallet.id).join(',') })
    expect(included.count).toBe(3)
    expect(included.data.map((wallet) => wallet.order)).toEqual([7, 42, 300])

    const excluded = await getWallets({
      exclude: [all.data[0]!.id, all.data[1]!.id].join(','),
      entries: '2',
    })
    expect(excluded.count).toBe(598)
    expect(excluded.data.map((wallet) => wallet.order)).toEqual([2, 3])

    const both = await getWallets({
      include: picked.map((wallet) => wallet.id).join(','),
      exclude: picked[1]!.id,
    })
    expect(both.data.map((wallet) => wallet.order)).toEqual([7, 42])
  })

  it('filters by chains: a wallet matches when it supports any listed chain', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const all = await getWallets({ entries: '1000' })
    const expected = all.data.filter(
      (wallet) => wallet.chains.includes(solana) || wallet.chains.includes(bitcoin),
    )
    const filtered = await getWallets({ chains: `${solana},${bitcoin}`, entries: '1000' })
    expect(filtered.count).toBe(expected.length)
    expect(filtered.count).toBeLessThan(600)
    expect(filtered.data.map((wallet) => wallet.id)).toEqual(expected.map((wallet) => wallet.id))
    expect(filtered.data.map((wallet) => wallet.name)).toContain('Phantom')
    expect(filtered.data.map((wallet) => wallet.name)).not.toContain('MetaMask')
  })

  it('filters by badge_type', async () => {
    const certified = await getWallets({ badge_type: 'certified', entries: '1000' })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.count).toBeLessThan(600)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  it('refuses bad paging input with 400 and a JSON error', async () => {
    for (const query of [{ page: '0' }, { entries: 'many' }, { badge_type: 'gold' }]) {
      const { status, body } = await getJson(api, '/getWallets', query)
      expect(status).toBe(400)
      expect(errorShape.parse(body).error).toBe('Invalid getWallets query')
    }
  })
})

describe('generateCatalogue', () => {
  it('is deterministic: the same seed gives the same catalogue on every run', () => {
    const first = generateCatalogue('latch')
    const second = generateCatalogue('latch')
    expect(second).toEqual(first)
    // Pinned so that a change to the generator (or to its PRNG) is a visible, deliberate change.
    expect(first.slice(10, 14).map((wallet) => wallet.name)).toEqual([
      'Ridge Pocket',
      'Pebble Pocket',
      'Pine Guard',
      'Ember Pass',
    ])
    expect(createHash('sha256').update(JSON.stringify(first)).digest('hex')).toBe(
      'e890dece4f6788760afecb5005ab351fac6e256ba821d5eef04aef23e526255c',
    )
  })

  it('gives a different catalogue for another seed, with the same well-known wallets', () => {
    const latch = generateCatalogue('latch')
    const other = generateCatalogue('other')
    expect(other.map((wallet) => wallet.id)).not.toEqual(latch.map((wallet) => wallet.id))
    expect(other[0]!.name).toBe('MetaMask')
    expect(other.slice(10, 20).map((wallet) => wallet.name)).not.toEqual(
      latch.slice(10, 20).map((wallet) => wallet.name),
    )
  })

  it('serves the same catalogue from two servers with the same seed', async () => {
    const [a, b] = await Promise.all([startLocalApi(), startLocalApi()])
    try {
      const [fromA, fromB] = await Promise.all(
        [a, b].map(async (api) => (await getJson(api, '/getWallets', { entries: '1000' })).body),
      )
      expect(fromB).toEqual(fromA)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
