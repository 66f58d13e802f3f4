import { describe, expect, it } from 'vitest'
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
})
