import { isLatchError } from '@latch/core'
import { mockNetworks } from '@latch/testkit'
import { base as viemBase } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { defineEip155Network } from './defineEip155Network'
import { base } from './eip155Networks'
import { evmChainId } from './evmChainId'
import { toLatchNetwork } from './toLatchNetwork'
import { toViemChain } from './toViemChain'

describe('toLatchNetwork', () => {
  it('turns a viem chain into a Latch network', () => {
    expect(toLatchNetwork(viemBase, { imageId: 'network-base' })).toEqual({
      id: 8453,
      name: 'Base',
      caipNetworkId: 'eip155:8453',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
      blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
      testnet: false,
      assets: { imageId: 'network-base' },
    })
  })
})

describe('defineEip155Network', () => {
  it('defines an app’s own chain, Ether by default', () => {
    const local = defineEip155Network({
      chainId: 31337,
      name: 'Latch Local',
      rpcUrl: 'http://127.0.0.1:8545',
      blockExplorer: { name: 'Local Explorer', url: 'https://explorer.local' },
      testnet: true,
    })
    expect(local).toEqual(mockNetworks.home)
  })

  it('keeps several RPC URLs in fallback order and a custom currency', () => {
    const chain = defineEip155Network({
      chainId: 777,
      name: 'App Chain',
      rpcUrl: ['https://a.example', 'https://b.example'],
      nativeCurrency: { name: 'App', symbol: 'APP', decimals: 6 },
      imageUrl: 'https://example.com/app.png',
    })
    expect(chain.rpcUrls.default.http).toEqual(['https://a.example', 'https://b.example'])
    expect(chain.nativeCurrency.symbol).toBe('APP')
    expect(chain.assets).toEqual({ imageUrl: 'https://example.com/app.png' })
    expect(chain.blockExplorers).toBeUndefined()
  })
})

describe('toViemChain', () => {
  it('keeps viem’s contracts for a network Latch ships, with the network’s own RPC URLs', () => {
    const custom = { ...base, rpcUrls: { default: { http: ['https://my-node.example'] } } }
    const chain = toViemChain(custom)
    expect(chain.id).toBe(8453)
    expect(chain.contracts?.multicall3?.address).toBe(viemBase.contracts.multicall3.address)
    expect(chain.rpcUrls.default.http).toEqual(['https://my-node.example'])
    expect(chain.blockExplorers?.default.url).toBe('https://basescan.org')
  })

  it('builds a plain chain for an app’s own network, and round-trips', () => {
    const chain = toViemChain(mockNetworks.home)
    expect(chain.id).toBe(31337)
    expect(chain.contracts).toBeUndefined()
    expect(toLatchNetwork(chain)).toEqual(mockNetworks.home)
  })

  it('refuses a network of another namespace', () => {
    let caught: unknown
    try {
      toViemChain(mockNetworks.solana)
    } catch (error) {
      caught = error
    }
    expect(isLatchError(caught) && caught.message).toBe('Invalid CAIP-2 network id')
    expect(() => evmChainId({ caipNetworkId: 'eip155:abc' })).toThrow('Invalid CAIP-2 network id')
  })
})
