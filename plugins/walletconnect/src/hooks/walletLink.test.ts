import { describe, expect, it } from 'vitest'
import { walletLink } from './walletLink'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00ff'
const encoded = encodeURIComponent(uri)

describe('walletLink', () => {
  it('is the wc: URI itself without a wallet link', () => {
    expect(walletLink(uri)).toBe(uri)
    expect(walletLink(uri, null)).toBe(uri)
    expect(walletLink(uri, '')).toBe(uri)
  })

  it("appends the URI to a wallet's universal link or app scheme", () => {
    expect(walletLink(uri, 'https://link.trustwallet.com')).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(walletLink(uri, 'https://rnbwapp.com/')).toBe(`https://rnbwapp.com/wc?uri=${encoded}`)
    expect(walletLink(uri, 'rainbow://')).toBe(`rainbow://wc?uri=${encoded}`)
    expect(walletLink(uri, 'trust:')).toBe(`trust://wc?uri=${encoded}`)
    expect(walletLink(uri, 'zerion')).toBe(`zerion://wc?uri=${encoded}`)
  })

  it("uses MetaMask's scheme for its universal link, which reaches the app without the query", () => {
    expect(walletLink(uri, 'https://metamask.app.link')).toBe(`metamask://wc?uri=${encoded}`)
    expect(walletLink(uri, 'https://METAMASK.app.link/')).toBe(`metamask://wc?uri=${encoded}`)
  })

  it('ignores a link that would run or read something, or that is not a link to append to', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'file:///etc/passwd',
      'http://insecure.example',
      'https://',
      'https:///path',
      'https://wallet.example/?ref=1',
      'https://wallet.example/#x',
      'wc:',
      'not a link',
      ' ',
    ]) {
      expect(walletLink(uri, link), link).toBe(uri)
    }
  })
})
