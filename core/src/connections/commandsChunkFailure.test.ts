import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../plugins/definePlugin'
import { createMemoryStorage } from '../storage/adapter'

// The connection commands' code is in the core's first-use chunk: here it never loads
// (a page gone offline after its first paint).
vi.mock('../firstUse', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

const { home } = mockNetworks

function setup(storage = createMemoryStorage()) {
  const adapter = createMockChainAdapter({
    networks: [home],
    connectors: [{ id: 'rabby', kind: 'announced', name: 'Rabby' }],
  })
  const latch = createTestLatch({
    networks: [home],
    storage,
    plugins: [definePlugin({ name: 'adapter', setup: (ctx) => ctx.registerAdapter(adapter) })],
  })
  return { adapter, latch }
}

describe('when the connection commands cannot load', () => {
  it('a connect fails clearly and the namespace is back where it was, for a retry', async () => {
    const { latch } = setup()
    await expect(
      latch.dispatch({ type: 'connection.connect', connectorId: 'rabby' }),
    ).rejects.toMatchObject({ message: expect.any(String) })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(latch.getState().connections.eip155 ?? []).toEqual([])
  })

  it('a reconnect keeps what is stored for the next load', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@latch/connector_ids', JSON.stringify({ eip155: 'rabby' }))
    storage.setItem(
      '@latch/connections',
      JSON.stringify({
        eip155: [
          {
            connectorId: 'rabby',
            accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
          },
        ],
      }),
    )
    const { adapter, latch } = setup(storage)
    adapter.setAuthorized('rabby', true)
    await expect(latch.dispatch({ type: 'connection.reconnect' })).resolves.toEqual({
      connected: [],
    })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(JSON.parse(storage.getItem('@latch/connector_ids') ?? '{}')).toEqual({ eip155: 'rabby' })
  })
})
