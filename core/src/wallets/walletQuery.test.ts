import { describe, expect, it } from 'vitest'
import type { NetworksState } from '../networks/types'
import type { Network } from '../options/schema'
import { requestedChainIds, toGetWalletsQuery } from './walletQuery'

describe('toGetWalletsQuery', () => {
  it('sends lists as comma lists and leaves empty ones out', () => {
    expect(
      toGetWalletsQuery({
        page: 2,
        entries: 40,
        include: ['a', 'b'],
        exclude: [],
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      }),
    ).toEqual({
      page: 2,
      entries: 40,
      include: 'a,b',
      exclude: undefined,
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      search: undefined,
    })
  })
})

describe('requestedChainIds', () => {
  it('lists the requested networks of every namespace', () => {
    const network = (caipNetworkId: string) => ({ caipNetworkId }) as Network
    const networks: NetworksState = {
      namespaceSwitching: false,
      byNamespace: {
        eip155: {
          requested: [network('eip155:1'), network('eip155:8453')],
          approvedIds: [],
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
        },
        solana: {
          requested: [network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')],
          approvedIds: [],
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
        },
      },
    }
    expect(requestedChainIds(networks)).toEqual([
      'eip155:1',
      'eip155:8453',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
    expect(requestedChainIds({ namespaceSwitching: false, byNamespace: {} })).toEqual([])
  })
})
