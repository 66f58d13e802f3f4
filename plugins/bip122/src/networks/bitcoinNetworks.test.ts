import { isCaipNetworkId } from '@latch/core'
import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_NETWORKS,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from './bitcoinNetworks'
import { defineBitcoinNetwork } from './defineBitcoinNetwork'

describe('Bitcoin networks', () => {
  it('are mainnet, testnet and signet by CAIP-2 (bip122: and the genesis hash prefix)', () => {
    expect(BITCOIN_NETWORKS.map((network) => network.caipNetworkId)).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:00000008819873e925422c1ff0f99f7c',
    ])
    expect(bitcoinMainnet).toMatchObject({
      chainNamespace: 'bip122',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      testnet: false,
    })
    expect([bitcoinTestnet.testnet, bitcoinSignet.testnet]).toEqual([true, true])
    for (const network of BITCOIN_NETWORKS)
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
    // The core's options check takes them as they are.
    const latch = createTestLatch({ networks: [...BITCOIN_NETWORKS] })
    expect(latch.getState().networks.byNamespace.bip122?.requested).toHaveLength(3)
  })

  it('defines a local regtest chain served by its Esplora API', () => {
    expect(bitcoinRegtest('http://127.0.0.1:3002')).toMatchObject({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      name: 'Bitcoin Regtest',
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
      testnet: true,
    })
  })

  it.each([
    '',
    'not hex',
    '000000000019D6689C085AE165831E93',
    '000000000019d6689c085ae165831e9',
    'bip122:000000000019d6689c085ae165831e93',
  ])('refuses %j as a genesis hash', (genesisHash) => {
    expect(() => defineBitcoinNetwork({ genesisHash, name: 'x', esploraUrl: 'http://x' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CAIP2_NETWORK_ID' }),
    )
  })

  it('refuses a network without a name or an API', () => {
    const genesisHash = '000000000019d6689c085ae165831e93'
    expect(() => defineBitcoinNetwork({ genesisHash, name: '', esploraUrl: 'http://x' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
    expect(() => defineBitcoinNetwork({ genesisHash, name: 'x', esploraUrl: [] })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
  })
})
