import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { RECENT_WALLETS_MAX } from '../constants'
import { definePlugin } from '../plugins/definePlugin'
import { createMemoryStorage } from '../storage/adapter'
import { selectConnectList } from './selectConnectList'

describe('connector registry', () => {
  it("holds every adapter's connectors, and follows wallets announced later", () => {
    const evm = createMockChainAdapter({
      networks: [mockNetworks.home],
      connectors: [{ id: 'metamask', kind: 'announced', name: 'MetaMask' }],
    })
    const latch = createTestLatch({
      plugins: [
        definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(evm) }),
        definePlugin({
          name: 'sol',
          setup: (ctx) =>
            ctx.registerAdapter(
              createMockChainAdapter({ namespace: 'solana', networks: [mockNetworks.solana] }),
            ),
        }),
      ],
    })
    expect(latch.getState().connectors.all.map((c) => `${c.namespace}/${c.id}`)).toEqual([
      'eip155/metamask',
      'solana/mock',
    ])
    evm.addConnector({ id: 'rabby', kind: 'announced', name: 'Rabby', info: { rdns: 'io.rabby' } })
    // Each namespace keeps its place: a wallet announced later does not reorder the list.
    expect(latch.getState().connectors.all.map((c) => `${c.namespace}/${c.id}`)).toEqual([
      'eip155/metamask',
      'eip155/rabby',
      'solana/mock',
    ])
  })

  it("drops an adapter's connectors when the adapter goes (its plugin tears down)", () => {
    const latch = createTestLatch({
      plugins: [
        definePlugin({
          name: 'evm',
          setup: (ctx) =>
            ctx.registerAdapter(createMockChainAdapter({ networks: [mockNetworks.home] })),
        }),
      ],
    })
    expect(latch.getState().connectors.all).toHaveLength(1)
    latch.destroy()
    expect(latch.getState().connectors.all).toEqual([])
  })

  it('filters by namespace', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'connectors.filterByNamespace', namespace: 'solana' })
    expect(latch.getState().connectors.filterByNamespace).toBe('solana')
    await latch.dispatch({ type: 'connectors.filterByNamespace' })
    expect(latch.getState().connectors.filterByNamespace).toBeUndefined()
  })

  it('loads the recent wallets from storage, ignoring a corrupt list', () => {
    const storage = createMemoryStorage()
    storage.setItem('@latch/recent_wallets', JSON.stringify([{ id: 'w1', name: 'One' }]))
    expect(createTestLatch({ storage }).getState().connectors.recent).toEqual([
      { id: 'w1', name: 'One' },
    ])
    storage.setItem('@latch/recent_wallets', '[{"id": 1}]')
    expect(createTestLatch({ storage }).getState().connectors.recent).toEqual([])
  })

  it('keeps the stored recent wallets to RECENT_WALLETS_MAX (2), newest first, without repeats', () => {
    const storage = createMemoryStorage()
    // Stored newest first, as Latch writes it; a repeat of the newest one comes in between.
    const stored = Array.from({ length: 1000 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))
    stored.splice(1, 0, { id: 'w0', name: 'Wallet 0' })
    storage.setItem('@latch/recent_wallets', JSON.stringify(stored))
    const latch = createTestLatch({ storage })
    expect(RECENT_WALLETS_MAX).toBe(2)
    expect(latch.getState().connectors.recent).toEqual([
      { id: 'w0', name: 'Wallet 0' },
      { id: 'w1', name: 'Wallet 1' },
    ])
    expect(
      selectConnectList(latch.getState()).filter((row) => row.group === 'recent'),
    ).toHaveLength(RECENT_WALLETS_MAX)
  })
})
