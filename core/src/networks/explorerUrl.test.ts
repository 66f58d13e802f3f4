import { describe, expect, it } from 'vitest'
import { explorerUrl } from './explorerUrl'

describe('explorerUrl', () => {
  it('joins the path and keeps the query', () => {
    expect(explorerUrl('https://etherscan.io', 'address/0xabc')).toBe(
      'https://etherscan.io/address/0xabc',
    )
    expect(explorerUrl('https://scan.local/', 'address/0xabc')).toBe(
      'https://scan.local/address/0xabc',
    )
    expect(explorerUrl('https://explorer.solana.com/?cluster=devnet', 'address/Abc')).toBe(
      'https://explorer.solana.com/address/Abc?cluster=devnet',
    )
  })

  it('gives nothing for an explorer that is no URL', () => {
    expect(explorerUrl('not a url', 'address/x')).toBeUndefined()
  })
})
