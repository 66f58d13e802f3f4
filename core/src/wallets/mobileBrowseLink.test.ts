import { describe, expect, it } from 'vitest'
import { mobileBrowseLink } from './mobileBrowseLink'

const pageUrl = 'https://app.example/swap?x=1'
const on = (activeNamespace: 'eip155' | 'solana', injected = false) => ({
  pageUrl,
  activeNamespace,
  injected,
})

describe('mobileBrowseLink (spec §2)', () => {
  it('opens Phantom and Solflare in their own browsers, the page and its origin encoded', () => {
    expect(mobileBrowseLink({ rdns: 'app.phantom' }, on('eip155'))).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fapp.example',
    )
    expect(mobileBrowseLink({ rdns: 'com.solflare' }, on('solana'))).toBe(
      'https://solflare.com/ul/v1/browse/https%3A%2F%2Fapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fapp.example',
    )
  })

  it('opens Phantom on Android through an intent naming its app, the universal link as fallback', () => {
    const universal =
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fapp.example'
    expect(mobileBrowseLink({ rdns: 'app.phantom' }, { ...on('solana'), android: true })).toBe(
      `intent://browse/https%3A%2F%2Fapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fapp.example#Intent;scheme=phantom;package=app.phantom;S.browser_fallback_url=${encodeURIComponent(universal)};end`,
    )
    // Solflare's universal link opens its app on Android: unchanged.
    expect(mobileBrowseLink({ rdns: 'com.solflare' }, { ...on('solana'), android: true })).toMatch(
      /^https:\/\/solflare\.com\//,
    )
  })

  it('redirects to Coinbase only on Solana', () => {
    expect(mobileBrowseLink({ rdns: 'com.coinbase.wallet' }, on('solana'))).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fapp.example%2Fswap%3Fx%3D1',
    )
    expect(mobileBrowseLink({ rdns: 'com.coinbase.wallet' }, on('eip155'))).toBeUndefined()
  })

  it('gives nothing for an injected wallet, another wallet, or a page without a URL', () => {
    expect(mobileBrowseLink({ rdns: 'app.phantom' }, on('solana', true))).toBeUndefined()
    expect(mobileBrowseLink({ rdns: 'io.metamask' }, on('solana'))).toBeUndefined()
    expect(mobileBrowseLink({}, on('solana'))).toBeUndefined()
    expect(
      mobileBrowseLink({ rdns: 'app.phantom' }, { ...on('solana'), pageUrl: 'nope' }),
    ).toBeUndefined()
  })
})
