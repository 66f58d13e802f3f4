import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from './types'
import { appendUniqueWallets } from './uniqueWallets'

const w = (id: string): CatalogueWallet => ({ id, name: id.toUpperCase() })

describe('appendUniqueWallets', () => {
  it('appends new wallets once each, in order', () => {
    expect(appendUniqueWallets([w('a'), w('b')], [w('b'), w('c'), w('c'), w('d')])).toEqual([
      w('a'),
      w('b'),
      w('c'),
      w('d'),
    ])
  })

  it('skips the ids it is told to (wallets shown elsewhere)', () => {
    expect(appendUniqueWallets([], [w('a'), w('b')], new Set(['a']))).toEqual([w('b')])
  })
})
