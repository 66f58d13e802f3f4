import { createMockChainAdapter, type LocalApi, mockNetworks, startLocalApi } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createManualClock } from '../clock/manualClock'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import { definePlugin } from '../plugins/definePlugin'
import { createMemoryStorage } from '../storage/adapter'
import { createLatch } from './createLatch'

// Issue 4: nothing waits on the network to open the modal or connect an injected wallet. With every
// remote service hanging, the modal opens at once on defaults and the wallet connects; remote data
// fills in when (if ever) it arrives.
describe('with every remote service hanging', () => {
  let api: LocalApi
  beforeAll(async () => {
    api = await startLocalApi()
    api.faults.set(/.*/, { kind: 'timeout' })
  })
  afterAll(() => api.stop())

  it('opens the modal at once on defaults and connects the injected wallet', async () => {
    const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
    const latch = createLatch({
      projectId: 'latch-test',
      networks: [mockNetworks.home],
      endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
      // A page: the origin check, the remote config and the reconnect all start in the background.
      window: { location: { origin: 'http://localhost:5173' } },
      clock: createManualClock(0), // real time must not be what unblocks anything below
      storage: createMemoryStorage(),
      logLevel: 'silent',
      plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
    })
    expect(latch.getState().origin.status).toBe('checking')
    await vi.waitFor(() => expect(latch.getState().remoteConfig.status).toBe('loading'))

    await latch.open()
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().router.history.at(-1)?.view).toBe('Connect')
    expect(latch.getState().remoteFeatures).toEqual(DEFAULT_REMOTE_FEATURES)

    await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
    latch.destroy()
  })
})
