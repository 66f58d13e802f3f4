import type { ChainAdapter } from '@latch/core/plugin'
import { describe, expect, it } from 'vitest'
import {
  type ChainAdapterHarness,
  ConformanceError,
  chainAdapterChecks,
  describeChainAdapterConformance,
} from './chainAdapterConformance'
import { createMockChainAdapter } from './mockChainAdapter'
import { mockNetworks } from './mockNetworks'

function mockHarness(): ChainAdapterHarness {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home, mockNetworks.other] })
  return {
    adapter,
    connectorId: 'mock',
    networks: [mockNetworks.home, mockNetworks.other],
    transaction: (from) => ({ from, to: '0x000000000000000000000000000000000000dEaD', value: 1n }),
    rejectNextRequest: () => adapter.rejectNext(),
    changeAccount: () =>
      adapter.changeAccounts('mock', ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']),
    disconnectWallet: () => adapter.disconnectWallet('mock'),
  }
}

// The mock adapter keeps the contract the core relies on.
describeChainAdapterConformance('mock', mockHarness)

// The suite itself catches adapters that break the contract.
describe('the conformance suite', () => {
  const checkNamed = (start: string) => {
    const found = chainAdapterChecks.find((c) => c.name.startsWith(start))
    if (!found) throw new Error(`no check ${start}`)
    return found
  }
  const broken = (
    change: (adapter: ChainAdapter) => Partial<ChainAdapter>,
  ): ChainAdapterHarness => {
    const harness = mockHarness()
    return { ...harness, adapter: { ...harness.adapter, ...change(harness.adapter) } }
  }

  it('fails an adapter that still reconnects after disconnect', async () => {
    const harness = broken((adapter) => ({
      disconnect: async () => {},
      reconnect: (p) => adapter.reconnect(p),
    }))
    await expect(checkNamed('disconnect ends').run(harness)).rejects.toThrow(ConformanceError)
  })

  it('fails an adapter whose rejection is not a LatchError with 4001', async () => {
    const harness = broken(() => ({
      connect: async () => {
        throw Object.assign(new Error('User denied'), { code: 'ACTION_REJECTED' })
      },
    }))
    await expect(checkNamed('a request the user rejects').run(harness)).rejects.toThrow(
      /not a LatchError/,
    )
  })

  it('fails an adapter that answers a balance as a number', async () => {
    const harness = broken(() => ({
      getBalance: async () => ({ value: 1 as unknown as bigint, decimals: 18, symbol: 'ETH' }),
    }))
    await expect(checkNamed('getBalance').run(harness)).rejects.toThrow(/bigint/)
  })

  it('fails an adapter that never emits chainChanged', async () => {
    const harness = broken(() => ({ switchNetwork: async () => {} }))
    await expect(
      checkNamed('switchNetwork').run({ ...harness, eventTimeoutMs: 50 }),
    ).rejects.toThrow(/no chainChanged event within 50 ms/)
  })
})
