import { describe, expect, it } from 'vitest'
import { MOBILE_ALWAYS_LISTED_WALLET_RDNS, MOBILE_SOLANA_LISTED_WALLET_RDNS } from '../constants'
import { filterForMobile, isListedOnMobile } from './mobileFilter'
import type { CatalogueWallet } from './types'

const wallet = (id: string, fields: Partial<CatalogueWallet> = {}): CatalogueWallet => ({
  id,
  name: id,
  ...fields,
})

describe('filterForMobile (spec §5)', () => {
  const withLink = wallet('with-link', { mobile_link: 'app://' })
  const desktopOnly = wallet('desktop-only', { desktop_link: 'app-desktop://' })
  const webOnly = wallet('web-only', { webapp_link: 'https://app.example' })
  const [coinbase, binance] = MOBILE_ALWAYS_LISTED_WALLET_RDNS.map((rdns) => wallet(rdns, { rdns }))
  const [phantom, solflare] = MOBILE_SOLANA_LISTED_WALLET_RDNS.map((rdns) => wallet(rdns, { rdns }))
  const all = [withLink, desktopOnly, webOnly, coinbase, binance, phantom, solflare].filter(
    (w): w is CatalogueWallet => w !== undefined,
  )

  it('keeps wallets with a mobile link, plus the two always-listed wallets', () => {
    expect(filterForMobile(all, 'eip155').map((w) => w.id)).toEqual([
      'with-link',
      'com.coinbase.wallet',
      'com.binance.wallet',
    ])
  })

  it('also keeps the two Solana wallets while Solana is active', () => {
    expect(filterForMobile(all, 'solana').map((w) => w.id)).toEqual([
      'with-link',
      'com.coinbase.wallet',
      'com.binance.wallet',
      'app.phantom',
      'com.solflare',
    ])
  })

  it('drops a wallet whose mobile link is null or empty', () => {
    expect(isListedOnMobile(wallet('a', { mobile_link: null }), 'eip155')).toBe(false)
    expect(isListedOnMobile(wallet('b', { mobile_link: '' }), undefined)).toBe(false)
    expect(isListedOnMobile(wallet('c', { rdns: 'com.other' }), 'solana')).toBe(false)
  })
})
