import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from './types'
import { filterForUniversalProvider, hasUniversalProviderLink } from './universalProviderFilter'

describe('filterForUniversalProvider (spec §5)', () => {
  it('keeps wallets with a mobile, desktop or web link, in order', () => {
    const wallets: CatalogueWallet[] = [
      { id: 'mobile', name: 'M', mobile_link: 'm://' },
      { id: 'none', name: 'N', mobile_link: null, desktop_link: null, webapp_link: null },
      { id: 'desktop', name: 'D', desktop_link: 'd://' },
      { id: 'bare', name: 'B' },
      { id: 'web', name: 'W', webapp_link: 'https://w.example' },
    ]
    expect(filterForUniversalProvider(wallets).map((w) => w.id)).toEqual([
      'mobile',
      'desktop',
      'web',
    ])
  })

  it('does not count an empty link', () => {
    expect(hasUniversalProviderLink({ id: 'x', name: 'X', mobile_link: '' })).toBe(false)
  })
})
