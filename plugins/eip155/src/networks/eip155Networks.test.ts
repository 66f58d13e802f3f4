import { parseCaipNetworkId } from '@latch/core'
import { DEFAULT_CAIP_NETWORK_ID, EVM_CHAIN_COUNT } from '@latch/core/constants'
import { describe, expect, it } from 'vitest'
import {
  base,
  defaultEip155Network,
  eip155Networks,
  mainnet,
  NETWORK_IMAGE_IDS,
  sepolia,
} from './eip155Networks'

describe('the EVM networks Latch ships', () => {
  it('are the spec’s 23 EVM chains (§9), Ethereum first and the default (eip155:1)', () => {
    expect(eip155Networks).toHaveLength(EVM_CHAIN_COUNT)
    expect(eip155Networks[0]).toBe(mainnet)
    expect(defaultEip155Network.caipNetworkId).toBe(DEFAULT_CAIP_NETWORK_ID)
  })

  it('have unique, parseable CAIP-2 ids that agree with their chain id', () => {
    const ids = eip155Networks.map((network) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const network of eip155Networks) {
      expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({
        namespace: 'eip155',
        reference: String(network.id),
      })
      expect(network.chainNamespace).toBe('eip155')
    }
  })

  it('each carry a name, a native currency, an https RPC URL and an https explorer', () => {
    for (const network of eip155Networks) {
      expect(network.name.length, network.caipNetworkId).toBeGreaterThan(0)
      expect(network.nativeCurrency.symbol.length).toBeGreaterThan(0)
      expect(network.nativeCurrency.decimals).toBe(18)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      for (const url of network.rpcUrls.default.http) expect(url).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url, network.caipNetworkId).toMatch(/^https:\/\//)
    }
  })

  it('each have their own image id', () => {
    const imageIds = eip155Networks.map((network) => network.assets?.imageId)
    expect(imageIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true)
    expect(new Set(imageIds).size).toBe(imageIds.length)
    expect(Object.keys(NETWORK_IMAGE_IDS)).toHaveLength(EVM_CHAIN_COUNT)
    expect(base.assets?.imageId).toBe(NETWORK_IMAGE_IDS[8453])
  })

  it('flag exactly the testnets', () => {
    expect(mainnet.testnet).toBe(false)
    expect(sepolia.testnet).toBe(true)
    expect(
      eip155Networks.filter((network) => network.testnet).map((network) => network.id),
    ).toEqual([11155111, 84532, 11155420])
  })
})
