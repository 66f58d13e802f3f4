import { describe, expect, it } from 'vitest'
import { normaliseSearchText, searchWallets } from './searchWallets'
import type { CatalogueWallet } from './types'

const wallets: CatalogueWallet[] = [
  { id: '1', name: 'MetaMask' },
  { id: '2', name: 'Rainbow' },
  { id: '3', name: 'Trust Wallet' },
  { id: '4', name: 'Rabby Wallet' },
]

describe('searchWallets', () => {
  it('matches names containing the trimmed text, case ignored, in order', () => {
    expect(searchWallets(wallets, '  WALLET ').map((w) => w.id)).toEqual(['3', '4'])
    expect(searchWallets(wallets, 'ra').map((w) => w.id)).toEqual(['2', '4'])
  })

  it('matches nothing for empty or blank text', () => {
    expect(searchWallets(wallets, '')).toEqual([])
    expect(searchWallets(wallets, '   ')).toEqual([])
  })

  it('normalises the text as the catalogue compares it', () => {
    expect(normaliseSearchText('  Meta ')).toBe('meta')
  })
})
