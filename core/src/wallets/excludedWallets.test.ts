import { describe, expect, it } from 'vitest'
import type { Connector } from '../connectors/types'
import {
  excludedByConnectors,
  isExcludedWallet,
  sameExcludedWallets,
  withoutExcludedWallets,
} from './excludedWallets'
import type { CatalogueWallet } from './types'

const connector = (fields: Partial<Connector> & Pick<Connector, 'id' | 'kind' | 'name'>) =>
  ({ namespace: 'eip155', ...fields }) as Connector

describe('excludedByConnectors', () => {
  it('takes rdns and names of installed (injected or announced) connectors only', () => {
    expect(
      excludedByConnectors([
        connector({ id: 'mm', kind: 'announced', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
        connector({ id: 'inj', kind: 'injected', name: ' Rabby Wallet ' }),
        connector({ id: 'wc', kind: 'walletConnect', name: 'WalletConnect' }),
        connector({ id: 'auth', kind: 'auth', name: 'Email', info: { rdns: 'dev.latch.auth' } }),
        connector({
          id: 'mm-sol',
          kind: 'announced',
          name: 'MetaMask',
          info: { rdns: 'io.metamask' },
        }),
      ]),
    ).toEqual({ rdns: ['io.metamask'], names: ['MetaMask', 'Rabby Wallet'] })
  })
})

describe('withoutExcludedWallets', () => {
  const wallets: CatalogueWallet[] = [
    { id: '1', name: 'MetaMask', rdns: 'io.metamask' },
    { id: '2', name: 'Rabby Wallet', rdns: null },
    { id: '3', name: 'Rainbow', rdns: 'me.rainbow' },
  ]

  it('leaves out wallets matching by rdns or by name (case and spaces aside)', () => {
    const excluded = { rdns: ['io.metamask'], names: ['rabby wallet '] }
    expect(withoutExcludedWallets(wallets, excluded).map((w) => w.id)).toEqual(['3'])
    expect(isExcludedWallet({ id: '9', name: 'Other', rdns: 'io.metamask' }, excluded)).toBe(true)
  })

  it('keeps every wallet when nothing is excluded', () => {
    expect(withoutExcludedWallets(wallets, { rdns: [], names: [] })).toEqual(wallets)
  })
})

describe('sameExcludedWallets', () => {
  it('ignores order', () => {
    expect(
      sameExcludedWallets({ rdns: ['a', 'b'], names: ['x'] }, { rdns: ['b', 'a'], names: ['x'] }),
    ).toBe(true)
    expect(sameExcludedWallets({ rdns: ['a'], names: [] }, { rdns: ['a'], names: ['x'] })).toBe(
      false,
    )
  })
})
