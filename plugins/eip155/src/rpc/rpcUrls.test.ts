import { mockNetworks } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { arbitrumNova, base, eip155Networks, mainnet } from '../networks/eip155Networks'
import { rpcUrlsFor } from './createRpcTransport'
import { GATEWAY_CHAIN_IDS, isGatewayChain } from './gatewayChainIds'
import { gatewayUrl } from './gatewayUrl'

const options = { rpcBaseUrl: 'https://rpc.latch.dev', projectId: 'project-1' }

describe('gatewayUrl', () => {
  it('is {rpc}/v1/?chainId=eip155:{id}&projectId={projectId} (spec §7)', () => {
    expect(gatewayUrl('https://rpc.latch.dev', 8453, 'abc')).toBe(
      'https://rpc.latch.dev/v1/?chainId=eip155:8453&projectId=abc',
    )
    expect(gatewayUrl('http://127.0.0.1:4000/', 1, 'a b')).toBe(
      'http://127.0.0.1:4000/v1/?chainId=eip155:1&projectId=a%20b',
    )
  })
})

describe('GATEWAY_CHAIN_IDS', () => {
  it('is a fixed list of distinct EVM chain ids (spec §7: about 40 across namespaces)', () => {
    expect(new Set(GATEWAY_CHAIN_IDS).size).toBe(GATEWAY_CHAIN_IDS.length)
    expect(GATEWAY_CHAIN_IDS.length).toBe(31)
    expect(isGatewayChain(1)).toBe(true)
    expect(isGatewayChain(31337)).toBe(false)
  })

  it('covers most networks Latch ships, not all', () => {
    const served = eip155Networks.filter((network) => isGatewayChain(Number(network.id)))
    expect(served.length).toBeGreaterThan(eip155Networks.length / 2)
    expect(served.length).toBeLessThan(eip155Networks.length)
  })
})

describe('rpcUrlsFor', () => {
  it('puts the gateway first for a listed chain, then the network’s own URLs', () => {
    expect(rpcUrlsFor(base, options)).toEqual([
      'https://rpc.latch.dev/v1/?chainId=eip155:8453&projectId=project-1',
      'https://mainnet.base.org',
    ])
  })

  it('never uses the gateway for a chain it does not serve', () => {
    expect(isGatewayChain(42170)).toBe(false)
    expect(rpcUrlsFor(arbitrumNova, options)).toEqual(arbitrumNova.rpcUrls.default.http)
    expect(rpcUrlsFor(mockNetworks.home, options)).toEqual(['http://127.0.0.1:8545'])
  })

  it('uses the gateway for the chains an app (or a local gateway) says it serves', () => {
    expect(rpcUrlsFor(mockNetworks.home, { ...options, gatewayChainIds: [31337] })).toEqual([
      'https://rpc.latch.dev/v1/?chainId=eip155:31337&projectId=project-1',
      'http://127.0.0.1:8545',
    ])
    expect(rpcUrlsFor(mainnet, { ...options, gatewayChainIds: [] })).toEqual(
      mainnet.rpcUrls.default.http,
    )
  })

  it('lists a URL once', () => {
    const twice = { ...mockNetworks.home, rpcUrls: { default: { http: ['http://a', 'http://a'] } } }
    expect(rpcUrlsFor(twice, options)).toEqual(['http://a'])
  })
})
