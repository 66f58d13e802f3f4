import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../caip/caip'
import { tokenBalancesFromWalletAssets } from './walletAssets'

const usdc = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x4c4b40', // 5 000 000 base units
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'https://icons.local/usdc.png',
    value: 5,
  },
}
const ether = {
  address: 'native',
  balance: '0xde0b6b3a7640000', // 1 ETH
  type: 'NATIVE',
  metadata: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    price: 3000,
    iconUrl: 'https://icons.local/eth.png',
  },
}

describe('tokenBalancesFromWalletAssets (spec §3 wallet asset, §5)', () => {
  it('turns each asset into a token balance, native without an address', () => {
    expect(tokenBalancesFromWalletAssets({ '0x1': [ether, usdc] }, 'eip155:1')).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 0,
        price: 3000,
        iconUrl: 'https://icons.local/eth.png',
        quantity: { decimals: '18', numeric: '1' },
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        value: 5,
        price: 1,
        iconUrl: 'https://icons.local/usdc.png',
        quantity: { decimals: '6', numeric: '5' },
      },
    ])
  })

  it("takes the network's own entry only, whatever the hex letter case", () => {
    const base = { '0x1': [ether], '0x2105': [usdc] }
    expect(tokenBalancesFromWalletAssets(base, 'eip155:8453')).toEqual([
      expect.objectContaining({ symbol: 'USDC', chainId: 'eip155:8453' }),
    ])
    expect(tokenBalancesFromWalletAssets({ '0x2105': [usdc] }, 'eip155:1')).toEqual([])
    expect(tokenBalancesFromWalletAssets({ '0x2105': [usdc] }, 'eip155:8453')).toHaveLength(1)
    expect(tokenBalancesFromWalletAssets({ '0xA4B1': [usdc] }, 'eip155:42161')).toHaveLength(1)
  })

  it('drops tokens with zero decimals', () => {
    const spam = { ...usdc, metadata: { ...usdc.metadata, symbol: 'SPAM', decimals: 0 } }
    const balances = tokenBalancesFromWalletAssets({ '0x1': [usdc, spam] }, 'eip155:1')
    expect(balances?.map((balance) => balance.symbol)).toEqual(['USDC'])
  })

  it.each([
    ['an address that is not a string', { ...usdc, address: 1 }],
    ['a numeric balance', { ...usdc, balance: 5_000_000 }],
    ['a type other than ERC20 or NATIVE', { ...usdc, type: 'ERC721' }],
    ['decimals as a string', { ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }],
    ['a missing price', { ...usdc, metadata: { ...usdc.metadata, price: undefined } }],
    ['no metadata', { ...usdc, metadata: null }],
  ])('refuses the whole answer when one entry has %s', (_, broken) => {
    expect(tokenBalancesFromWalletAssets({ '0x1': [ether, broken] }, 'eip155:1')).toBeUndefined()
  })

  it('refuses an answer that is not assets per chain', () => {
    expect(tokenBalancesFromWalletAssets([usdc], 'eip155:1')).toBeUndefined()
    expect(tokenBalancesFromWalletAssets(null, 'eip155:1')).toBeUndefined()
  })

  it.each([
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'eip155:abc',
    'eip155:0x1',
    'eip155:-1',
    'eip155:',
    'bip122:000000000019d6689c085ae165831e93',
    'not a network',
  ])('gives undefined, the fall back to the Data API, for %s, which is no EVM network', (id) => {
    expect(tokenBalancesFromWalletAssets({ '0x1': [usdc] }, id as CaipNetworkId)).toBeUndefined()
  })

  it('refuses decimals no amount can have rather than throwing', () => {
    const odd = { ...usdc, metadata: { ...usdc.metadata, decimals: 256 } }
    expect(tokenBalancesFromWalletAssets({ '0x1': [odd] }, 'eip155:1')).toBeUndefined()
  })

  it('never throws, whatever the answer and the network id', () => {
    const hex = fc.stringMatching(/^0x[0-9a-fA-F]{0,80}$/)
    const asset = fc.record({
      address: fc.string(),
      balance: fc.oneof(hex, fc.string()),
      type: fc.constantFrom('ERC20', 'NATIVE', 'ERC721'),
      metadata: fc.record({
        name: fc.string(),
        symbol: fc.string(),
        decimals: fc.oneof(fc.nat(), fc.integer(), fc.double()),
        price: fc.double(),
        iconUrl: fc.string(),
        value: fc.option(fc.double(), { nil: undefined }),
      }),
    })
    const answer = fc.oneof(
      fc.dictionary(fc.oneof(hex, fc.string()), fc.array(asset, { maxLength: 3 })),
      fc.anything(),
    )
    const network = fc.oneof(
      fc.constantFrom('eip155:1', 'eip155:8453', 'eip155:abc', 'solana:5eykt4UsFv8P8NJdTREpY1vzq'),
      fc.stringMatching(/^eip155:[0-9a-zA-Z]{0,40}$/),
      fc.string(),
    )
    fc.assert(
      fc.property(answer, network, (value, id) => {
        // Not even a LatchError: the documented answer for anything it cannot use is undefined.
        expect(() => tokenBalancesFromWalletAssets(value, id as CaipNetworkId)).not.toThrow()
      }),
      { numRuns: 2000 },
    )
  })
})
