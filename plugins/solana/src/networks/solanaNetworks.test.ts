import { isCaipNetworkId } from '@latch/core'
import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { type DefineSolanaNetworkParameters, defineSolanaNetwork } from './defineSolanaNetwork'
import { SOLANA_NETWORKS, solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks'

describe('Solana networks', () => {
  it('are the 3 clusters, by genesis hash (spec §9)', () => {
    expect(SOLANA_NETWORKS.map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(solanaMainnet).toMatchObject({
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      testnet: false,
    })
    expect([solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([true, true])
    for (const network of SOLANA_NETWORKS) expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
    // The core's options check takes them as they are.
    const latch = createTestLatch({ networks: [...SOLANA_NETWORKS] })
    expect(latch.getState().networks.byNamespace.solana?.requested).toHaveLength(3)
  })

  it('defines a local cluster from its whole genesis hash, CAIP-2 keeping 32 characters', () => {
    const local = defineSolanaNetwork({
      genesisHash: '9ZCKN5vFBL7Spj7dN5x35SWou4CZLDehii8Tmeser2KR',
      name: 'Local Solana',
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
    })
    expect(local).toMatchObject({
      caipNetworkId: 'solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
    })
  })

  it.each([
    '',
    'short',
    '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ])('refuses %j as a genesis hash', (genesisHash) => {
    expect(() => defineSolanaNetwork({ genesisHash, name: 'x', rpcUrl: 'http://x' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CAIP2_NETWORK_ID' }),
    )
  })

  it.each([
    { name: 'x', rpcUrl: [] },
    { name: 'x', rpcUrl: 8899 },
    { name: 'x', rpcUrl: ['http://x', 8899] },
    { name: 1, rpcUrl: 'http://x' },
  ])('refuses a network without a name or an RPC URL: %j', (parameters) => {
    const genesisHash = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const invalid = { genesisHash, ...parameters } as unknown as DefineSolanaNetworkParameters
    expect(() => defineSolanaNetwork(invalid)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
  })
})
